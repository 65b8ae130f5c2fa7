import { createMiddleware } from 'hono/factory'
import { editableHeaders } from './middleware'

/**
 * Rendered answers (the blog, the admin, feeds, errors) revalidate on every use unless their handler says
 * otherwise. Static files set their own (server/http/staticFiles.ts); a missing asset's 404 must never be kept.
 */
const REVALIDATE = 'public, max-age=0, must-revalidate'

/** Sets Cache-Control on every response that does not set its own. */
export const cacheHeaders = createMiddleware(async (c, next) => {
  await next()
  if (!c.res.headers.has('cache-control')) editableHeaders(c).set('cache-control', REVALIDATE)
})
