/**
 * The site's stylesheet with the admin's, whole, which the admin's head inlines: no request blocks its first paint
 * on a phone's network, and its screens, which change without a new page, all find their rules. Empty in source, in
 * development (Vite serves the styles itself) and in unit tests: the production build fills it in (see
 * build/inlineStylesheet.ts; docs/decisions/admin-sheet-and-fonts.md).
 */
export const appSheet = ''
