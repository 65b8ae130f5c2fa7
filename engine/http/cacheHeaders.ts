import { editable, type Middleware } from './middleware'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'public, max-age=0, must-revalidate'

/** Hashed build assets are cached for a year; everything else revalidates. */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE
}

/** Sets Cache-Control on every response that does not set its own. */
export const cacheHeaders: Middleware = async (request, next) => {
  const response = editable(await next())
  if (!response.headers.has('cache-control')) response.headers.set('cache-control', cacheControlFor(new URL(request.url).pathname))
  return response
}
