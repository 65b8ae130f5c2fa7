import type { Middleware } from './http/middleware'
import { createResponseCache, type ResponseCache } from './http/responseCache'
import { breakerFor } from '../blog/data/breaker'
import { blogEnvSchema, createPostsClient } from '../blog/data/client'
import { createFreshness, readBlogState, type Freshness } from '../blog/data/freshness'
import { blogRequest, createKnownPosts, type KnownPosts } from './knownPages'
import { blogReader, type BlogReader } from '../blog/data/posts'
import { trackReadFailures } from '../blog/data/readFailures'

/** A page read before stands in for a failing database this long. */
const STALE_IF_ERROR_MS = 12 * 3600 * 1000

/** Memory for rendered blog pages, their brotli and gzip forms included. */
const MAX_BYTES = 48 * 1024 * 1024

/** Pages are rendered against this origin, never a visitor's Host header, since every visitor shares them. */
const RENDER_ORIGIN = 'http://blog.internal'

/** Renders a request through the app's routes. */
type Render = (request: Request) => Response | Promise<Response>

export type BlogPagesOptions = {
  render: Render
  freshness: Freshness
  /** Every published post: what the cache admits pages by. */
  index: BlogReader['index']
  /** Lifetime of a kept page; 0 renders every request. */
  ttlMs: number
  maxBytes?: number
  /** Clock, for tests. */
  now?: () => number
}

/** The blog's rendered pages in memory, and the published posts that say which pages exist. */
export type BlogPages = { pages: ResponseCache; knownPosts: () => Promise<KnownPosts | null>; freshness: Freshness }

/**
 * The blog's page cache (see createResponseCache) behind an admission check: only the pages that exist are
 * kept, so made-up addresses cost a redirect and never push out the copies that carry the blog through an
 * outage of the database.
 */
export function createBlogPages({ render, freshness, index, ttlMs, maxBytes = MAX_BYTES, now }: BlogPagesOptions): BlogPages {
  const pages = createResponseCache({
    name: 'blog',
    generation: freshness.current,
    ttlMs,
    staleIfErrorMs: STALE_IF_ERROR_MS,
    maxBytes,
    now,
    render: async (page) => {
      const { result: response, failed } = await trackReadFailures(async () => render(new Request(new URL(page, RENDER_ORIGIN))))
      return { response, failed: failed || response.status >= 500 }
    },
  })
  return { pages, knownPosts: createKnownPosts({ index, generation: freshness.current, now }), freshness }
}

/**
 * Answers the blog's pages, feed and sitemap from memory, and the redirects of addresses that name no page at
 * no cost; every other request goes on. A server middleware, ahead of the app's router: a page kept in memory
 * costs no more than a static file.
 */
export function blogPagesMiddleware(blog: () => BlogPages): Middleware {
  return async (request, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    const answer = await blogRequest(new URL(request.url), () => blog().knownPosts())
    if (answer === null) return next()
    if (answer.kind === 'redirect') return new Response(null, { status: 302, headers: { location: answer.location } })
    return blog().pages(request, answer.key, answer.admit)
  }
}

let shared: { key: string; blog: BlogPages } | undefined

/** The server's blog pages, configured from its environment (see blogEnvSchema); renders every request without it. */
function serverBlogPages(render: Render, env: Record<string, string | undefined>): BlogPages {
  const parsed = blogEnvSchema.safeParse(env)
  const settings = parsed.success ? parsed.data : null
  const key = settings ? `${settings.SUPABASE_URL} ${settings.SUPABASE_ANON_KEY} ${settings.BLOG_CACHE_TTL_MS}` : ''
  if (shared?.key === key) return shared.blog
  const client =
    settings &&
    createPostsClient({ url: settings.SUPABASE_URL, anonKey: settings.SUPABASE_ANON_KEY, breaker: breakerFor(settings.SUPABASE_URL) })
  const freshness = createFreshness({ read: () => (client ? readBlogState(client) : Promise.reject(new Error('blog settings missing'))) })
  const blog = createBlogPages({ render, freshness, index: () => blogReader(env).index(), ttlMs: settings?.BLOG_CACHE_TTL_MS ?? 0 })
  shared = { key, blog }
  return blog
}

/** The blog's page cache of this server, rendering with `render` (the app's routes). */
export function blogPageCache(render: Render, env: Record<string, string | undefined> = process.env): Middleware {
  return blogPagesMiddleware(() => serverBlogPages(render, env))
}

/** Makes every cached blog page out of date at once on this server (the admin saved a change); the others learn it from the database. */
export function dropBlogPages(): void {
  shared?.blog.freshness.bump()
}
