import type { SheetRule } from './sheetRules'

/**
 * The site's whole stylesheet, split into rules, from which each page's head inlines the ones it uses, so no
 * request blocks the first paint. Empty in source, in development (Vite serves the styles itself) and in unit
 * tests: the production build fills it in (see inlineStylesheet.ts).
 */
export const siteSheet: readonly SheetRule[] = []
