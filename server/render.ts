import vike from '@vikejs/hono'
import { Hono } from 'hono'
import type { SignedIn } from '../admin/pageData'
import { readLog } from '../blog/data/blogData'
import type { SiteContent } from '../engine/content/loadSite'
import type { Render } from './blogPageCache'
import { crawlerRoutes } from './crawlers/routes'
import { retryLater } from './http/unavailable'
import { hasRenderedRoute } from './knownPages'
import type { RouteOf } from './requestRoutes'
import type { RenderBindings } from './renderBindings'

/** What the renders are made with. */
export type RenderOptions = Omit<RenderBindings, 'signedIn'> & {
  /** The route of a request (server/requestRoutes.ts). */
  routeOf: RouteOf
  /** The prebuilt not-found page (server/http/staticFiles.ts), or null without a build: then it is rendered. */
  notFound: (request: Request) => Promise<Response | null>
}

/**
 * The rendered routes (crawler files, then Vike's pages) behind the one way to render them (a path none answers gets
 * the prebuilt not-found page): each render gets a
 * read log of its own, so its answer says whether the database failed meanwhile. Such an answer, when it is
 * not a redirect, goes out as 503 with Retry-After: a visitor still sees the page (the blog's error state, a
 * post without its related posts), while crawlers keep what they know and come back later. The admin's own
 * route (server/adminPages.ts) passes the admin its first render was made for.
 */
export function createRender(
  content: () => SiteContent,
  { blog, jobs, supabase, siteRepository, routeOf, notFound }: RenderOptions,
): Render<SignedIn | null> {
  const routes = new Hono<{ Bindings: RenderBindings }>()
  routes.route('/', crawlerRoutes(content))
  vike(routes)
  return async (request, signedIn = null) => {
    // A path no page answers gets the not-found page the build made, at the cost of a static file, not of a render.
    const route = routeOf(request)
    if (!hasRenderedRoute(route)) {
      const prebuilt = await notFound(request)
      if (prebuilt) return { response: prebuilt, failed: false }
    }
    const reads = readLog(blog.reader)
    const response = await routes.fetch(request, {
      blog: { ...blog, reader: reads.reader },
      jobs,
      supabase,
      siteRepository,
      signedIn,
    })
    const failed = reads.failed()
    if (!failed || !response.ok) return { response, failed }
    const headers = new Headers(response.headers)
    for (const [name, value] of Object.entries(retryLater)) headers.set(name, value)
    return { response: new Response(response.body, { status: 503, headers }), failed }
  }
}
