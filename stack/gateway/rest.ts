import type { Context } from 'hono'
import { callerToken } from './http.ts'

/** Headers that belong to one hop, or that fetch would re-encode, and so are not forwarded. */
const HOP_HEADERS = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'accept-encoding']

/** /rest/v1/* → PostgREST, adding the apikey as bearer token when the request has none (as Supabase's Kong does). */
export function restProxy(postgrestUrl: string) {
  return async (c: Context): Promise<Response> => {
    const url = new URL(c.req.url)
    const target = postgrestUrl + (url.pathname.slice('/rest/v1'.length) || '/') + url.search
    const headers = new Headers(c.req.raw.headers)
    HOP_HEADERS.forEach((name) => headers.delete(name))
    headers.set('authorization', `Bearer ${callerToken(c.req.raw) ?? ''}`)
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD'
    let upstream: Response
    try {
      upstream = await fetch(target, {
        method: c.req.method,
        headers,
        body: hasBody ? c.req.raw.body : undefined,
        duplex: 'half',
        redirect: 'manual',
      } as RequestInit)
    } catch {
      return c.json({ message: 'PostgREST is not reachable' }, 503)
    }
    const responseHeaders = new Headers(upstream.headers)
    HOP_HEADERS.concat('content-encoding').forEach((name) => responseHeaders.delete(name))
    return new Response(upstream.body, { status: upstream.status, headers: responseHeaders })
  }
}
