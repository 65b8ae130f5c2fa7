import { Hono, type Context } from 'hono'
import { verifyToken, type Claims } from '../keys.ts'
import { keepMail } from '../outbox.ts'
import { adminUserRoutes } from './adminUsers.ts'
import { authError, callerToken, readJsonBody, stringField } from './http.ts'
import { passwordGrant } from './passwordGrant.ts'
import type { PasswordComparator } from './passwords.ts'
import { endSessions, issueRecoveryToken, redeemRecoveryToken, refreshSession, sessionExists, type SessionDeps } from './sessions.ts'
import type { SignInLimits } from './signInLimits.ts'
import { findUser, MIN_PASSWORD_LENGTH, updateUser, userJson } from './users.ts'

/** What the auth routes need: the session dependencies plus where recovery links send the user. */
export interface AuthDeps extends SessionDeps {
  /** Default redirect after a recovery link, when the request named none. */
  siteUrl: string
  /** File that receives the emails the stack would send (see stack/outbox.ts). */
  outbox: string
  /** Compares a password with its stored hash; by default pgcrypto's bcrypt. */
  comparePassword?: PasswordComparator
  /** Failed password sign-ins allowed per client address and per email; by default DEFAULT_SIGN_IN_LIMITS. */
  signInLimits?: SignInLimits
}

/** The Supabase Auth (GoTrue) endpoints that supabase-js calls for email and password sign-in. */
export function authRoutes(deps: AuthDeps): Hono {
  const app = new Hono()
  const signIn = passwordGrant(deps)

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
    if (password !== null && password.length < MIN_PASSWORD_LENGTH) {
      return authError(c, 422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
        weak_password: { reasons: ['length'] },
      })
    }
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

  app.post('/recover', async (c) => {
    const email = stringField(await readJsonBody(c.req.raw), 'email')
    if (!email) return authError(c, 400, 'validation_failed', 'Password recovery requires an email')
    const token = await issueRecoveryToken(deps.pool, email)
    if (token) {
      const link = new URL(`${deps.issuer}/verify`)
      const redirectTo = allowedRedirect(c.req.query('redirect_to'), deps.siteUrl)
      link.search = new URLSearchParams({ token, type: 'recovery', redirect_to: redirectTo.href }).toString()
      // No mail on the local stack: the link goes to the outbox file and the log instead.
      await keepMail(deps.outbox, { to: email, link: link.href })
      console.log(`[local stack] password recovery link for ${email}:\n  ${link.href}`)
    }
    return c.json({})
  })

  app.route('/admin', adminUserRoutes(deps))

  return app
}

/** GET /auth/v1/verify: the recovery link's target; redirects with the session in the URL fragment. */
export function verifyRoute(deps: AuthDeps) {
  return async (c: Context) => {
    const redirect = allowedRedirect(c.req.query('redirect_to'), deps.siteUrl)
    const token = c.req.query('token')
    const session = c.req.query('type') === 'recovery' && token ? await redeemRecoveryToken(deps, token) : null
    redirect.hash = session
      ? new URLSearchParams({
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: session.token_type,
          type: 'recovery',
        }).toString()
      : new URLSearchParams({
          error: 'access_denied',
          error_code: 'otp_expired',
          error_description: 'Email link is invalid or has expired',
        }).toString()
    return c.redirect(redirect.href, 303)
  }
}

/** Like Supabase Auth's redirect allow-list: the site itself or any loopback address, else the site. */
function allowedRedirect(requested: string | undefined, siteUrl: string): URL {
  const site = new URL(siteUrl)
  if (!URL.canParse(requested ?? '')) return site
  const url = new URL(requested ?? '')
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  return (url.origin === site.origin || loopback) && url.protocol.startsWith('http') ? url : site
}

/** The signed-in user's claims, or the error Supabase Auth gives for a missing, anonymous or ended session. */
async function userClaims(c: Context, deps: AuthDeps): Promise<(Claims & { sub: string; session_id: string }) | Response> {
  const token = callerToken(c.req.raw)
  const claims = token ? await verifyToken(deps, token) : null
  if (!claims) return authError(c, 401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  if (!claims.sub || !claims.session_id) return authError(c, 403, 'bad_jwt', 'invalid claim: missing sub claim')
  if (!(await sessionExists(deps.pool, claims.session_id))) {
    return authError(c, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
  }
  return { ...claims, sub: claims.sub, session_id: claims.session_id }
}
