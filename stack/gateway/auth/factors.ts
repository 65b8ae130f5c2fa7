import { randomUUID } from 'node:crypto'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { Secret } from 'otpauth'
import QRCode from 'qrcode'
import type { Claims } from '../../keys.ts'
import { readJsonBody, stringField } from '../http/bodies.ts'
import { clientAddress } from '../http/caller.ts'
import { authError } from './errors.ts'
import { DEFAULT_FACTOR_LIMITS, limitedPerAddress } from './factorLimits.ts'
import { enrolRefusal } from './enrolment.ts'
import { mfaHookRejection } from './mfaHook.ts'
import type { FactorDeps } from './deps.ts'
import { endSessions, reissueSession } from './sessions.ts'
import { findUser } from './users.ts'
import { CHALLENGE_EXPIRY_S, ipOrNull, openChallenge, raiseSession, removeFactor, totpOf, type FactorRow } from './factorStore.ts'

/** The claims of a signed-in caller, or the error Supabase Auth answers (auth.ts's userClaims). */
export type CallerClaims = (c: Context) => Promise<(Claims & { sub: string; session_id: string }) | Response>

/**
 * Supabase Auth's TOTP endpoints, as supabase-js's `auth.mfa` calls them: enrol (/factors), challenge, verify (the
 * session becomes aal2) and unenrol; plus the admin API's list and delete of a user's factors (service key).
 */
export function factorRoutes(deps: FactorDeps, callerClaims: CallerClaims, requireServiceRole: MiddlewareHandler): Hono {
  const app = new Hono()
  // Like Supabase Auth: each of the two endpoints has its own bucket per address.
  app.use('/factors/:id/challenge', limitedPerAddress(deps.factorLimits ?? DEFAULT_FACTOR_LIMITS))
  app.use('/factors/:id/verify', limitedPerAddress(deps.factorLimits ?? DEFAULT_FACTOR_LIMITS))

  app.post('/factors', async (c) => {
    const claims = await callerClaims(c)
    if (claims instanceof Response) return claims
    const body = await readJsonBody(c.req.raw)
    if (body.factor_type !== 'totp') return authError(c, 422, 'mfa_totp_enroll_not_enabled', 'The local stack enrols TOTP factors only')
    const friendlyName = stringField(body, 'friendly_name') ?? ''
    const refused = await enrolRefusal(deps, c, claims, friendlyName)
    if (refused) return refused
    const user = await findUser(deps.pool, claims.sub)
    if (!user) return authError(c, 404, 'user_not_found', 'User from sub claim in JWT does not exist')
    const secret = new Secret({ size: 20 }).base32
    const issuer = stringField(body, 'issuer') ?? new URL(deps.siteUrl).host
    const uri = totpOf(secret, user.email ?? '', issuer).toString()
    const id = randomUUID()
    await deps.pool.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret) values ($1, $2, $3, 'totp', 'unverified', $4)`,
      [id, user.id, friendlyName, secret],
    )
    // Like Supabase Auth: the SVG itself, which supabase-js turns into a data: URI.
    const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H' })
    return c.json({ id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qrCode, secret, uri } })
  })

  app.post('/factors/:id/challenge', async (c) => {
    const found = await ownFactor(deps, c, callerClaims)
    if (found instanceof Response) return found
    const id = randomUUID()
    const { rows } = await deps.pool.query<{ expires_at: number }>(
      `insert into auth.mfa_challenges (id, factor_id, ip_address) values ($1, $2, $3::inet)
       returning extract(epoch from created_at)::int + $4 as expires_at`,
      [id, found.factor.id, ipOrNull(clientAddress(c)), CHALLENGE_EXPIRY_S],
    )
    return c.json({ id, type: 'totp', expires_at: rows[0]?.expires_at })
  })

  app.post('/factors/:id/verify', async (c) => {
    const found = await ownFactor(deps, c, callerClaims)
    if (found instanceof Response) return found
    const { factor, claims } = found
    const body = await readJsonBody(c.req.raw)
    const code = stringField(body, 'code')
    if (!code) return authError(c, 400, 'validation_failed', 'Code needs to be non-empty')
    const challenge = await openChallenge(deps, factor.id, stringField(body, 'challenge_id'), clientAddress(c))
    if (challenge === 'not_found') return authError(c, 422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found')
    if (challenge === 'used') return authError(c, 422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.')
    if (challenge === 'expired')
      return authError(
        c,
        422,
        'mfa_challenge_expired',
        'MFA challenge has expired, verify against another challenge or create a new challenge.',
      )
    const valid = totpOf(factor.secret).validate({ token: code, window: 1 }) !== null
    const rejection = deps.mfaVerificationHook
      ? await mfaHookRejection(deps.pool, deps.mfaVerificationHook, {
          user_id: factor.user_id,
          factor_id: factor.id,
          factor_type: 'totp',
          valid,
        })
      : null
    if (rejection !== null) {
      // As Supabase Auth does on a rejection: every session of the user ends.
      await endSessions(deps.pool, factor.user_id, claims.session_id, 'global')
      return authError(c, 403, 'mfa_verification_rejected', rejection)
    }
    if (!valid) return authError(c, 422, 'mfa_verification_failed', 'Invalid TOTP code entered')
    const user = await raiseSession(deps, factor, claims.session_id, challenge)
    return user ? c.json(await reissueSession(deps, user, claims.session_id)) : authError(c, 404, 'user_not_found', 'User not found')
  })

  app.delete('/factors/:id', async (c) => {
    const found = await ownFactor(deps, c, callerClaims)
    if (found instanceof Response) return found
    if (found.factor.status === 'verified' && found.claims.aal !== 'aal2') {
      return authError(c, 422, 'insufficient_aal', 'AAL2 required to unenroll verified factor')
    }
    await removeFactor(deps, found.factor.id)
    return c.json({ id: found.factor.id })
  })

  app.use('/admin/*', requireServiceRole)
  app.get('/admin/users/:user/factors', async (c) => {
    const user = await findUser(deps.pool, c.req.param('user')).catch(() => null)
    return user ? c.json(user.factors ?? []) : authError(c, 404, 'user_not_found', 'User not found')
  })
  app.delete('/admin/users/:user/factors/:id', async (c) => {
    const user = await findUser(deps.pool, c.req.param('user')).catch(() => null)
    const factor = user?.factors?.find((candidate) => candidate.id === c.req.param('id'))
    if (!factor) return authError(c, 404, 'mfa_factor_not_found', 'Factor not found')
    await removeFactor(deps, factor.id)
    return c.json(factor)
  })

  return app
}

/** The caller's claims and the factor of the path, when it is theirs. */
async function ownFactor(deps: FactorDeps, c: Context, callerClaims: CallerClaims) {
  const claims = await callerClaims(c)
  if (claims instanceof Response) return claims
  const { rows } = await deps.pool.query<FactorRow>(
    `select id, user_id, status, secret from auth.mfa_factors where id::text = $1 and user_id = $2`,
    [c.req.param('id'), claims.sub],
  )
  const factor = rows[0]
  return factor ? { claims, factor } : authError(c, 404, 'mfa_factor_not_found', 'Factor not found')
}
