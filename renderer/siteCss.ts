/**
 * The site's whole stylesheet, inlined into every page's head so that no request blocks the first paint.
 * Empty in source, in development (Vite serves the styles itself) and in unit tests: the production build
 * fills it in (see inlineStylesheet.ts).
 */
export const siteCss: string = ''
