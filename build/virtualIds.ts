/** The ids of the modules the build fills in (their types in virtual.d.ts), shared by the plugins that answer them. */
export const VIRTUAL = {
  siteSheet: 'virtual:site-sheet',
  appSheet: 'virtual:app-sheet',
  shareCards: 'virtual:share-cards',
} as const

/** The id a virtual module resolves to: Vite's `\0` prefix keeps other plugins (and the file system) off it. */
export const resolved = (id: string) => `\0${id}`
