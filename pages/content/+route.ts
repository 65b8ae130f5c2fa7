import type { PageContextServer } from 'vike/types'
import { routeTable } from '../../engine/routes/routeTable'

/** Matches every path of the content route table (pages and neighbourhoods). */
export function route(pageContext: PageContextServer) {
  return routeTable().has(pageContext.urlPathname) ? { routeParams: { path: pageContext.urlPathname } } : false
}
