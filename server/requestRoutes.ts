import { siteRoute, type SiteRoute } from '../engine/routes/siteRoute'

/** The route of a request, parsed on first ask and kept with the request for every later step of its pipeline. */
export type RouteOf = (request: Request) => SiteRoute

/** Reads requests' routes against the content route table (`contentPaths` is called on first ask of each request). */
export function requestRoutes(contentPaths: () => { has: (path: string) => boolean }): RouteOf {
  const parsed = new WeakMap<Request, SiteRoute>()
  return (request) => {
    const known = parsed.get(request)
    if (known) return known
    const route = siteRoute(new URL(request.url), contentPaths())
    parsed.set(request, route)
    return route
  }
}
