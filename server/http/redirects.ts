import { editable, type Middleware } from './middleware'

/**
 * Redirects to the site itself go out as relative paths: the framework builds them from the request's Host
 * header, which a visitor controls (`Host: evil.example` must never come back as a Location).
 */
export const relativeRedirects: Middleware = async (request, next) => {
  const response = await next()
  const location = response.headers.get('location')
  if (!location || response.status < 300 || response.status >= 400 || !URL.canParse(location)) return response
  const target = new URL(location)
  if (target.origin !== new URL(request.url).origin) return response
  const relative = editable(response)
  relative.headers.set('location', `/${target.pathname.replace(/^\/+/, '')}${target.search}${target.hash}`)
  return relative
}
