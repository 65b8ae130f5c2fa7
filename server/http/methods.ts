import { under, type Middleware } from './middleware'

const READ = new Set(['GET', 'HEAD'])

/**
 * Pages, the blog, files and feeds only answer reads: any other method gets 405 with `Allow`, instead of a
 * rendered page. `writable` lists the path prefixes whose handlers take writes (the admin's API).
 */
export function readOnlyMethods(writable: string[]): Middleware {
  return (request, next) => {
    if (READ.has(request.method)) return next()
    const { pathname } = new URL(request.url)
    if (writable.some((base) => under(pathname, base))) return next()
    return new Response('Método não permitido', {
      status: 405,
      headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' },
    })
  }
}
