import type { Context } from 'hono'
import { readJsonBody, stringField } from '../http/bodies.ts'
import { clientAddress } from '../http/caller.ts'
import type { AuthDeps } from './deps.ts'
import { authError, rateLimited } from './errors.ts'
import { keepMail } from './outbox.ts'
import { DEFAULT_RECOVERY_LIMITS, recoveryGuard } from './recoveryLimits.ts'
import { issueRecoveryToken, redeemRecoveryToken } from './sessions.ts'

/**
 * POST /auth/v1/recover: emails a recovery link. The answer is the same whether the email has an account
 * and whether its emails are over their limit, so it tells nothing about either; an address over its
 * limit gets 429.
 */
export function recoverRoute(deps: AuthDeps) {
  const guard = recoveryGuard(deps.recoveryLimits ?? DEFAULT_RECOVERY_LIMITS)
  return async (c: Context) => {
    const email = stringField(await readJsonBody(c.req.raw), 'email')
    if (!email) return authError(c, 400, 'validation_failed', 'Password recovery requires an email')
    const wait = guard.admit(clientAddress(c))
    if (wait > 0) return rateLimited(c, wait)
    const token = guard.mayMail(email) ? await issueRecoveryToken(deps.pool, email) : null
    if (token) {
      const link = recoveryLink(deps, token, c.req.query('redirect_to'))
      // No mail on the local stack: the link goes to the outbox file and the log instead.
      await keepMail(deps.outbox, { to: email, link: link.href })
      console.log(`[local stack] password recovery link for ${email}:\n  ${link.href}`)
    }
    return c.json({})
  }
}

/** The link a recovery email carries: /auth/v1/verify with the token and an allowed place to land. */
export function recoveryLink(deps: Pick<AuthDeps, 'issuer' | 'siteUrl'>, token: string, requestedRedirect: string | undefined): URL {
  const link = new URL(`${deps.issuer}/verify`)
  const redirectTo = allowedRedirect(requestedRedirect, deps.siteUrl)
  link.search = new URLSearchParams({ token, type: 'recovery', redirect_to: redirectTo.href }).toString()
  return link
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

/**
 * Supabase Auth's redirect allow-list with the site URL as its only entry: a URL on the site's own origin
 * (scheme, host and port), else the site URL. Any other target, a loopback port included, could read the
 * session the fragment carries.
 */
export function allowedRedirect(requested: string | undefined, siteUrl: string): URL {
  const site = new URL(siteUrl)
  const url = requested && URL.canParse(requested) ? new URL(requested) : null
  return url?.origin === site.origin ? url : site
}
