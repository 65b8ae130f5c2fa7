import type { Middleware } from './http/middleware'
import { createResponseCache, type ResponseCache } from './http/responseCache'
import { breakerFor } from '../blog/data/breaker'
import { blogEnvSchema, createPostsClient } from '../blog/data/client'
import { createFreshness, readBlogState, type Freshness } from '../blog/data/freshness'
import { BLOG_PATH } from '../engine/routes/blogPath'
import { trackReadFailures } from '../blog/data/readFailures'

/** A page read before stands in for a failing database this long. */
const STALE_IF_ERROR_MS = 12 * 3600 * 1000

/** Memory for rendered blog pages, their brotli and gzip forms included. */
const MAX_BYTES = 48 * 1024 * 1024

const SITEMAP_PATH = '/sitemap.xml'

/** Pages are rendered against this origin, never a visitor's Host header, since every visitor shares them. */
const RENDER_ORIGIN = 'http://blog.internal'

/**
 * The cache key of a request whose answer is built from posts (the list and its pages, posts, the feed,
 * the sitemap), or null. Only what the page reads from the URL is in the key, so `?utm_source=…` shares it.
 */
export function blogPageKey(url: URL): string | null {
  if (url.pathname === BLOG_PATH) {
    const page = url.searchParams.get('page')
    return page === null ? BLOG_PATH : `${BLOG_PATH}?page=${encodeURIComponent(page)}`
  }
  return url.pathname.startsWith(`${BLOG_PATH}/`) || url.pathname === SITEMAP_PATH ? url.pathname : null
}

let shared: { key: string; freshness: Freshness; cache: ResponseCache } | undefined

function blogPages(render: (request: Request) => Response | Promise<Response>, env: Record<string, string | undefined>): ResponseCache {
  const parsed = blogEnvSchema.safeParse(env)
  const settings = parsed.success ? parsed.data : null
  const key = settings ? `${settings.SUPABASE_URL} ${settings.SUPABASE_ANON_KEY} ${settings.BLOG_CACHE_TTL_MS}` : ''
  if (shared?.key === key) return shared.cache
  const client =
    settings &&
    createPostsClient({ url: settings.SUPABASE_URL, anonKey: settings.SUPABASE_ANON_KEY, breaker: breakerFor(settings.SUPABASE_URL) })
  const freshness = createFreshness({ read: () => (client ? readBlogState(client) : Promise.reject(new Error('blog settings missing'))) })
  const cache = createResponseCache({
    name: 'blog',
    generation: freshness.current,
    ttlMs: settings?.BLOG_CACHE_TTL_MS ?? 0,
    staleIfErrorMs: STALE_IF_ERROR_MS,
    maxBytes: MAX_BYTES,
    render: async (page) => {
      const { result: response, failed } = await trackReadFailures(async () =>
        relativeLocation(await render(new Request(new URL(page, RENDER_ORIGIN)))),
      )
      return { response, failed: failed || response.status >= 500 }
    },
  })
  shared = { key, freshness, cache }
  return cache
}

/** A redirect to the render origin, made relative so it holds for whichever host the visitor used. */
function relativeLocation(response: Response): Response {
  const location = response.headers.get('location')
  if (!location?.startsWith(RENDER_ORIGIN)) return response
  const headers = new Headers(response.headers)
  headers.set('location', location.slice(RENDER_ORIGIN.length) || '/')
  return new Response(response.body, { status: response.status, headers })
}

/**
 * Answers the blog's pages, feed and sitemap from memory (see createResponseCache), rendering them with
 * `render` (the app's routes); every other request goes on. A server middleware, ahead of the app's router:
 * a page kept in memory costs no more than a static file.
 */
export function blogPageCache(
  render: (request: Request) => Response | Promise<Response>,
  env: Record<string, string | undefined> = process.env,
): Middleware {
  return (request, next) => {
    const key = request.method === 'GET' || request.method === 'HEAD' ? blogPageKey(new URL(request.url)) : null
    if (key === null) return next()
    return blogPages(render, env)(request, key)
  }
}

/** Makes every cached blog page out of date at once on this server (the admin saved a change); the others learn it from the database. */
export function dropBlogPages(): void {
  shared?.freshness.bump()
}
