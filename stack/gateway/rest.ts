import type { Context } from 'hono'
import { verifyToken, type TokenIssuer } from '../keys.ts'
import { JSON_BODY_LIMIT, readBody } from './bodies.ts'
import { callerToken } from './http.ts'

/** What the REST proxy needs: where PostgREST listens, and what the caller's token is checked against. */
export interface RestDeps extends TokenIssuer {
  postgrestUrl: string
}

/** Headers that belong to one hop, or that fetch would re-encode, and so are not forwarded. */
const HOP_HEADERS = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'accept-encoding']

/** PostgREST's own answer to a token it cannot use; PostgREST does not check `iss` and `aud`, so the gateway does. */
const INVALID_JWT = { code: 'PGRST301', details: null, hint: null, message: 'JWT is invalid' }

/** What anyone reads while PostgREST or its database is down: PostgREST's details name the database's host and port. */
const UNAVAILABLE = { code: null, details: null, hint: null, message: 'The database is unavailable. Try again later.' }

/** /rest/v1/* → PostgREST, adding the apikey as bearer token when the request has none (as Supabase's Kong does). */
export function restProxy(deps: RestDeps) {
  return async (c: Context): Promise<Response> => {
    const token = callerToken(c.req.raw)
    if (!token || !(await verifyToken(deps, token))) return c.json(INVALID_JWT, 401)
    const url = new URL(c.req.url)
    const target = deps.postgrestUrl + (url.pathname.slice('/rest/v1'.length) || '/') + url.search
    const headers = new Headers(c.req.raw.headers)
    HOP_HEADERS.forEach((name) => headers.delete(name))
    headers.set('authorization', `Bearer ${token}`)
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD'
    const body = hasBody ? await readBody(c.req.raw, JSON_BODY_LIMIT) : undefined
    let upstream: Response
    try {
      upstream = await fetch(target, { method: c.req.method, headers, body, redirect: 'manual' })
    } catch {
      return c.json(UNAVAILABLE, 503)
    }
    if (upstream.status === 503) {
      await upstream.body?.cancel()
      return c.json(UNAVAILABLE, 503)
    }
    const responseHeaders = new Headers(upstream.headers)
    HOP_HEADERS.concat('content-encoding').forEach((name) => responseHeaders.delete(name))
    return new Response(upstream.body, { status: upstream.status, headers: responseHeaders })
  }
}
