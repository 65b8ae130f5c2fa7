import { createMiddleware } from 'hono/factory'

/**
 * Sends a short address people type to the page it stands for (`/privacidade` → the privacy policy), with a
 * relative Location and no body. `targets` is read on each request, so the content's current paths answer.
 */
export function shortPaths(targets: () => Readonly<Record<string, string>>) {
  return createMiddleware(async (c, next) => {
    const url = new URL(c.req.url)
    const target = targets()[url.pathname]
    if (!target || target === url.pathname) return next()
    return new Response(null, { status: 301, headers: { location: `${target}${url.search}` } })
  })
}
