import type { PageContextServer } from 'vike/types'

/** Matches every path of the content route table (pages and neighbourhoods). */
export function route(pageContext: PageContextServer) {
  return pageContext.globalContext.site.routes.has(pageContext.urlPathname) ? { routeParams: { path: pageContext.urlPathname } } : false
}
