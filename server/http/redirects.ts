import { createMiddleware } from 'hono/factory'
import { editableHeaders } from './middleware'

/**
 * Redirects to the site itself go out as relative paths: the framework builds them from the request's Host
 * header, which a visitor controls (`Host: evil.example` must never come back as a Location).
 */
export const relativeRedirects = createMiddleware(async (c, next) => {
  await next()
  const location = c.res.headers.get('location')
  if (!location || c.res.status < 300 || c.res.status >= 400 || !URL.canParse(location)) return
  const target = new URL(location)
  if (target.origin !== new URL(c.req.url).origin) return
  editableHeaders(c).set('location', `/${target.pathname.replace(/^\/+/, '')}${target.search}${target.hash}`)
})
