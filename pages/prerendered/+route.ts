import type { PageContextServer } from 'vike/types'
import { parsedContent } from '../content'

/** Matches every path of the content route table (pages and neighbourhoods). */
export function route(pageContext: PageContextServer) {
  return parsedContent().routes.has(pageContext.urlPathname) ? { routeParams: { path: pageContext.urlPathname } } : false
}
