import type { Context } from 'hono'
import { verifyToken, type Claims } from '../../keys.ts'
import { callerToken } from '../http/caller.ts'
import { authError } from './errors.ts'
import { sessionExists, type SessionDeps } from './sessions.ts'

/** The signed-in user's claims, or the error Supabase Auth gives for a missing, anonymous or ended session. */
export async function userClaims(c: Context, deps: SessionDeps): Promise<(Claims & { sub: string; session_id: string }) | Response> {
  const token = callerToken(c.req.raw)
  const claims = token ? await verifyToken(deps, token) : null
  if (!claims) return authError(c, 401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  if (!claims.sub || !claims.session_id) return authError(c, 403, 'bad_jwt', 'invalid claim: missing sub claim')
  if (!(await sessionExists(deps.pool, claims.session_id))) {
    return authError(c, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
  }
  return { ...claims, sub: claims.sub, session_id: claims.session_id }
}
