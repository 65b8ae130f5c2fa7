import type { MiddlewareHandler } from 'hono'

/** Response header a page sets when it rendered without its data (the database could not be read). */
export const UNAVAILABLE_HEADER = 'x-data-unavailable'

/** Asks crawlers to try again after the blog cache's lifetime (5 minutes) rather than drop what they know. */
export const retryLater = { 'retry-after': '300' } as const

/**
 * Sends a page marked with UNAVAILABLE_HEADER as 503 with Retry-After, so crawlers keep the page they
 * know and come back later instead of indexing the error state; visitors still see the page itself.
 */
export const unavailableStatus: MiddlewareHandler = async (c, next) => {
  await next()
  if (!c.res.headers.has(UNAVAILABLE_HEADER)) return
  c.res = new Response(c.res.body, { status: 503, headers: c.res.headers })
  // Edited after the assignment, which merges back any header the handler set through the context.
  c.res.headers.delete(UNAVAILABLE_HEADER)
  for (const [name, value] of Object.entries(retryLater)) c.res.headers.set(name, value)
}
