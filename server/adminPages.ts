import type { FirstRender } from '../admin/server/firstRender'
import { adminRoute } from '../admin/routes'
import { paintFirst } from './http/paintFirst'

/** Whether a request is for the admin's post list, which the server renders with the signed-in admin's posts. */
export const isPostList = (request: Request) => request.method === 'GET' && adminRoute(new URL(request.url).pathname)?.screen === 'posts'

/**
 * An admin page's answer (its route is the admin's): painted before its scripts load (paintFirst); when it was made for one admin, kept by no
 * cache, with their refreshed session cookie when there is one.
 */
export async function adminPageAnswer(request: Request, response: Response, { signedIn, setCookie }: FirstRender): Promise<Response> {
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response
  const headers = new Headers(response.headers)
  if (signedIn || setCookie) headers.set('cache-control', 'private, no-store')
  if (setCookie) headers.append('set-cookie', setCookie)
  headers.delete('content-length')
  const body = request.method === 'HEAD' ? null : paintFirst(await response.text())
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}
