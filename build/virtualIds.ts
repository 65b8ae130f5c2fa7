/** The ids of the modules the build fills in (their types in virtual.d.ts), shared by the plugins that answer them. */
export const VIRTUAL = {
  siteSheet: 'virtual:site-sheet',
  appSheet: 'virtual:app-sheet',
  site: 'virtual:site',
} as const

/** `import url from './x.ts?script'`: the URL of x.ts bundled as a script of its own (pageScripts.ts). */
export const SCRIPT_QUERY = '?script'

/** The id a virtual module resolves to: Vite's `\0` prefix keeps other plugins (and the file system) off it. */
export const resolved = (id: string) => `\0${id}`
