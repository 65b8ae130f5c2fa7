import { createMiddleware } from 'hono/factory'
import type { MiddlewareHandler } from 'hono'
import { createResponseCache, type ResponseCache } from './http/responseCache'
import type { Freshness } from '../blog/data/freshness'
import { blogRequest, createKnownPosts, type KnownPosts } from './knownPages'
import { noKnownJobs, type KnownJobs } from './jobs/known'
import type { BlogReader } from '../blog/data/posts'
import type { RouteOf } from './requestRoutes'

/** A page read before stands in for a failing database this long. */
const STALE_IF_ERROR_MS = 12 * 3600 * 1000

/** Memory for rendered blog pages, their brotli and gzip forms included. */
const MAX_BYTES = 48 * 1024 * 1024

/**
 * A kept page is rendered by a request of its own through the routes a visitor's request takes (createRender),
 * so the copy is exactly what a direct request gets; its origin is this fixed one, never a visitor's Host
 * header, since every visitor shares the copy.
 */
const RENDER_ORIGIN = 'http://blog.internal'

/**
 * Renders a request through the app's routes, saying whether a read of the database failed meanwhile; `Extra` is
 * what one route adds (the admin's route: the admin the page is rendered for).
 */
export type Render<Extra = never> = (request: Request, extra?: Extra) => Promise<{ response: Response; failed: boolean }>

export type BlogPagesOptions = {
  render: Render
  /** The route of a request (server/requestRoutes.ts). */
  routeOf: RouteOf
  freshness: Freshness
  /** Every published post: what the cache admits pages by. */
  index: BlogReader['index']
  /** The published jobs' slugs: what the cache admits job pages by. */
  knownJobs?: KnownJobs
  /** The not-found page for an unknown job's address (the build's), or null to render it. */
  notFound?: (request: Request) => Promise<Response | null>
  /** Lifetime of a kept page; 0 renders every request. */
  ttlMs: number
  maxBytes?: number
  /** Clock, for tests. */
  now?: () => number
}

/** The blog's rendered pages in memory, and the published posts and jobs that say which pages exist. */
export type BlogPages = {
  pages: ResponseCache
  routeOf: RouteOf
  knownPosts: () => Promise<KnownPosts | null>
  knownJobs: KnownJobs
  notFound: (request: Request) => Promise<Response | null>
}

/**
 * The blog's page cache (see createResponseCache) behind an admission check: only the pages that exist are
 * kept, so made-up addresses cost a redirect and never push out the copies that carry the blog through an
 * outage of the database (docs/decisions/blog-cache.md).
 */
export function createBlogPages({
  render,
  routeOf,
  freshness,
  index,
  knownJobs = noKnownJobs,
  notFound = async () => null,
  ttlMs,
  maxBytes = MAX_BYTES,
  now,
}: BlogPagesOptions): BlogPages {
  const pages = createResponseCache({
    name: 'blog',
    generation: freshness.current,
    ttlMs,
    staleIfErrorMs: STALE_IF_ERROR_MS,
    maxBytes,
    now,
    render: (page) => render(new Request(new URL(page, RENDER_ORIGIN))),
  })
  return { pages, routeOf, knownPosts: createKnownPosts({ index, generation: freshness.current, now }), knownJobs, notFound }
}

/**
 * Answers the blog's pages, feed and sitemap from memory, and the redirects of addresses that name no page at
 * no cost; every other request goes on. A step of the pipeline ahead of the app's routes: a page kept in memory
 * costs no more than a static file.
 */
export function blogPagesMiddleware(blog: BlogPages): MiddlewareHandler {
  return createMiddleware(async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const answer = await blogRequest(blog.routeOf(c.req.raw), blog.knownPosts, blog.knownJobs)
    if (answer === null) return next()
    if (answer.kind === 'missing') return (await blog.notFound(c.req.raw)) ?? next()
    if (answer.kind === 'redirect') return new Response(null, { status: 302, headers: { location: answer.location } })
    return blog.pages(c.req.raw, answer.key, answer.admit)
  })
}
