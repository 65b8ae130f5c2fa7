import { Hono } from 'hono'
import { readJsonBody, stringField } from '../http/bodies.ts'
import { adminUserRoutes, requireServiceRole } from './adminUsers.ts'
import type { AuthDeps } from './deps.ts'
import { authError } from './errors.ts'
import { factorRoutes } from './factors.ts'
import { passwordChangeCheck } from './passwordChange.ts'
import { passwordGrant } from './passwordGrant.ts'
import { pgcryptoComparator } from './passwords.ts'
import { recoverRoute } from './recovery.ts'
import { endSessions, refreshSession } from './sessions.ts'
import { DEFAULT_SIGN_IN_LIMITS, signInGuard } from './signInLimits.ts'
import { userClaims } from './userClaims.ts'
import { findUser, updateUser, userJson } from './users.ts'

/** The Supabase Auth (GoTrue) endpoints that supabase-js calls for email and password sign-in. */
export function authRoutes(deps: AuthDeps): Hono {
  const app = new Hono()
  // Sign-ins and password changes share one count of wrong passwords.
  const guard = signInGuard(deps.signInLimits ?? DEFAULT_SIGN_IN_LIMITS)
  const compare = deps.comparePassword ?? pgcryptoComparator(deps.pool)
  const signIn = passwordGrant(deps, guard, compare)
  const checkPasswordChange = passwordChangeCheck(deps, guard, compare)

  app.post('/token', async (c) => {
    const body = await readJsonBody(c.req.raw)
    const grant = c.req.query('grant_type')
    if (grant === 'password') return signIn(c, body)
    if (grant === 'refresh_token') {
      const token = stringField(body, 'refresh_token')
      const result = token ? await refreshSession(deps, token) : { failure: 'refresh_token_not_found' as const }
      if ('failure' in result) {
        const reason = result.failure === 'refresh_token_not_found' ? 'Refresh Token Not Found' : 'Already Used'
        return authError(c, 400, result.failure, `Invalid Refresh Token: ${reason}`)
      }
      return c.json(result.session)
    }
    return authError(c, 400, 'validation_failed', 'Unsupported grant type')
  })

  app.get('/user', async (c) => {
    const claims = await userClaims(c, deps)
    if (claims instanceof Response) return claims
    const user = await findUser(deps.pool, claims.sub)
    return user ? c.json(userJson(user)) : authError(c, 404, 'user_not_found', 'User from sub claim in JWT does not exist')
  })

  app.put('/user', async (c) => {
    const claims = await userClaims(c, deps)
    if (claims instanceof Response) return claims
    const body = await readJsonBody(c.req.raw)
    if (body.email !== undefined) return authError(c, 422, 'validation_failed', 'Email change is not available on the local stack')
    const password = typeof body.password === 'string' ? body.password : null
    const refused = password === null ? null : await checkPasswordChange(c, claims, password, body.current_password)
    if (refused) return refused
    const data = body.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : null
    const result = await updateUser(deps.pool, claims.sub, { password, data })
    if ('failure' in result) {
      return result.failure === 'same_password'
        ? authError(c, 422, 'same_password', 'New password should be different from the old password.')
        : authError(c, 404, 'user_not_found', 'User from sub claim in JWT does not exist')
    }
    // As Supabase Auth does: a new password ends every other session, which an attacker may hold.
    if (password !== null) await endSessions(deps.pool, claims.sub, claims.session_id, 'others')
    return c.json(userJson(result.user))
  })

  app.post('/logout', async (c) => {
    const claims = await userClaims(c, deps)
    if (claims instanceof Response) return claims
    await endSessions(deps.pool, claims.sub, claims.session_id, c.req.query('scope') ?? 'global')
    return c.body(null, 204)
  })

  // A hosted project set up as the README says has sign-ups (and anonymous sign-ins) turned off: accounts are made by an admin.
  app.post('/signup', (c) => authError(c, 422, 'signup_disabled', 'Signups not allowed for this instance'))
  app.post('/recover', recoverRoute(deps))
  app.route('/admin', adminUserRoutes(deps))
  app.route(
    '/',
    factorRoutes(deps, (c) => userClaims(c, deps), requireServiceRole(deps)),
  )

  return app
}
