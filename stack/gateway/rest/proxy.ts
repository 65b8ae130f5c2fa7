import type { Context } from 'hono'
import { proxy } from 'hono/proxy'
import { verifyToken, type TokenIssuer } from '../../keys.ts'
import { JSON_BODY_LIMIT, readBody } from '../http/bodies.ts'
import { callerToken } from '../http/caller.ts'

/** What the REST proxy needs: where PostgREST listens, and what the caller's token is checked against. */
export interface RestDeps extends TokenIssuer {
  postgrestUrl: string
}

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
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD'
    const body = hasBody ? await readBody(c.req.raw, JSON_BODY_LIMIT) : undefined
    // fetch sets the length of the capped body it sends and PostgREST's host, instead of the client's.
    const headers = { ...c.req.header(), host: undefined, 'content-length': undefined, authorization: `Bearer ${token}` }
    let upstream: Response
    try {
      // A client that hangs up closes the request to PostgREST too (its query still runs to the role's statement_timeout).
      upstream = await proxy(target, { method: c.req.method, headers, body, redirect: 'manual', signal: c.req.raw.signal })
    } catch {
      return c.json(UNAVAILABLE, 503)
    }
    if (upstream.status === 503) {
      await upstream.body?.cancel()
      return c.json(UNAVAILABLE, 503)
    }
    // PostgREST's own name and version are nobody's business.
    upstream.headers.delete('server')
    return upstream
  }
}
