import { Hono, type Context } from 'hono'
import type { SignedIn } from '../admin/pageData'
import { noFirstRender, type FirstRender } from '../admin/server/firstRender'
import { adminRoute } from '../admin/routes'
import type { Render } from './blogPageCache'
import { paintFirst } from './http/paintFirst'

/** Whether a request is for the admin's post list, which the server renders with the signed-in admin's posts. */
const isPostList = (request: Request) => request.method === 'GET' && adminRoute(new URL(request.url).pathname)?.screen === 'posts'

/**
 * An admin page's answer: painted before its scripts load (paintFirst); when it was made for one admin, kept by no
 * cache, with their refreshed session cookie when there is one.
 */
async function adminPageAnswer(request: Request, response: Response, { signedIn, setCookie }: FirstRender): Promise<Response> {
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response
  const headers = new Headers(response.headers)
  if (signedIn || setCookie) headers.set('cache-control', 'private, no-store')
  if (setCookie) headers.append('set-cookie', setCookie)
  headers.delete('content-length')
  const body = request.method === 'HEAD' ? null : paintFirst(await response.text())
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * The admin's pages, a route of their own (mounted on ADMIN_PATH): the post list rendered with the signed-in admin's
 * posts (its first render, read from the session cookie by `readFirstRender`), every screen painted first.
 */
export function adminPages(render: Render<SignedIn | null>, readFirstRender: (request: Request) => Promise<FirstRender>): Hono {
  const answer = async (c: Context) => {
    const firstRender = isPostList(c.req.raw) ? await readFirstRender(c.req.raw) : noFirstRender
    const { response } = await render(c.req.raw, firstRender.signedIn)
    return adminPageAnswer(c.req.raw, response, firstRender)
  }
  return new Hono().all('/', answer).all('/*', answer)
}
