import type { GlobalContextServer } from 'vike/types'
import { siteContent } from './site'

/** The one door to the content for pages: the site, set once per server or build, as `globalContext.site`. */
export function onCreateGlobalContext(globalContext: GlobalContextServer): void {
  globalContext.site = siteContent()
}
