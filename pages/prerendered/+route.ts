import type { PageContextServer } from 'vike/types'
import { siteContent } from '../site'

/** Matches every path of the content route table (pages and neighbourhoods). */
export function route(pageContext: PageContextServer) {
  return siteContent().routes.has(pageContext.urlPathname) ? { routeParams: { path: pageContext.urlPathname } } : false
}
