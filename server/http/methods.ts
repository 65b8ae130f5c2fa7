import { createMiddleware } from 'hono/factory'
import { under } from '../../engine/routes/siteRoute'
import type { MiddlewareHandler } from 'hono'

const READ = new Set(['GET', 'HEAD'])

/**
 * Pages, the blog, files and feeds only answer reads: any other method gets 405 with `Allow`, instead of a
 * rendered page. `writable` lists the path prefixes whose handlers take writes (the admin's API).
 */
export function readOnlyMethods(writable: string[]): MiddlewareHandler {
  return createMiddleware(async (c, next) => {
    if (READ.has(c.req.method)) return next()
    const { pathname } = new URL(c.req.url)
    if (writable.some((base) => under(pathname, base))) return next()
    return new Response('Método não permitido', {
      status: 405,
      headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' },
    })
  })
}
