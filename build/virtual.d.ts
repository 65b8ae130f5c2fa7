/**
 * The modules the build fills in, as the site imports them (their ids in virtualIds.ts). Each holds nothing until a
 * plugin answers it, so none is a file in the source that would read as empty.
 */

/** `import url from './x.ts?script'`: the URL of x.ts bundled as a script of its own (pageScripts.ts). */
declare module '*?script' {
  const url: string
  export default url
}

/**
 * The site's whole stylesheet, split into rules, from which each page's head inlines the ones it uses, so no
 * request blocks the first paint (inlineStylesheet.ts). Empty in development (Vite serves the styles itself) and in
 * unit tests.
 */
declare module 'virtual:site-sheet' {
  export const siteSheet: readonly import('../renderer/sheetRules').SheetRule[]
}

/**
 * The site's stylesheet with the admin's, whole, which the admin's head inlines: no request blocks its first paint
 * on a phone's network, and its screens, which change without a new page, all find their rules (inlineStylesheet.ts).
 * Empty in development and in unit tests.
 */
declare module 'virtual:app-sheet' {
  export const appSheet: string
}

/** The site the content stage loaded (content.ts), as data, with the share cards drawn from it by key: URLs under /assets/ in a build, served from memory in development and tests. */
declare module 'virtual:site' {
  const staged: {
    site: import('../engine/content/siteData').SiteData
    cardFiles: import('../engine/seo/shareCards').ShareCardFiles
  }
  export default staged
}
