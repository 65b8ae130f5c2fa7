import { createMiddleware } from 'hono/factory'

/** A path as the router knows it: one slash between segments and none at the end, as Vike normalises it. */
function normalPath(pathname: string): string {
  return `/${pathname.split('/').filter(Boolean).join('/')}`
}

/**
 * Sends a path with a trailing or a repeated slash to its normal form, with a relative Location and no body,
 * before Vike sees it: Vike's own redirect writes the whole request URL into its body, so the visitor's Host
 * header, or the blog cache's internal origin, would come back in it.
 */
export const normalPaths = createMiddleware(async (c, next) => {
  const url = new URL(c.req.url)
  const path = normalPath(url.pathname)
  if (path === url.pathname) return next()
  return new Response(null, { status: 301, headers: { location: `${path}${url.search}` } })
})
