import { randomUUID } from 'node:crypto'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import type { Claims } from '../../keys.ts'
import { authError, clientAddress, readJsonBody, stringField } from '../http.ts'
import { reissueSession, type SessionDeps } from '../sessions.ts'
import { findUser, type UserRow } from '../users.ts'

/** What the factor routes need: the session dependencies, and the site whose host names the factor in the phone's app. */
export interface FactorDeps extends SessionDeps {
  siteUrl: string
}

/** The claims of a signed-in caller, or the error Supabase Auth answers (auth.ts's userClaims). */
export type CallerClaims = (c: Context) => Promise<(Claims & { sub: string; session_id: string }) | Response>

/** Supabase Auth's defaults: a challenge (and an unverified factor) lasts 5 minutes; at most 10 factors a user. */
const CHALLENGE_EXPIRY_S = 300
const MAX_FACTORS = 10

/** TOTP as Supabase Auth checks it: SHA-1, 6 digits, 30 s, one step of clock skew either way. */
const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) })

interface FactorRow {
  id: string
  user_id: string
  status: 'unverified' | 'verified'
  secret: string
}

/**
 * Supabase Auth's TOTP endpoints, as supabase-js's `auth.mfa` calls them: enrol (/factors), challenge, verify (the
 * session becomes aal2) and unenrol; plus the admin API's list and delete of a user's factors (service key).
 */
export function factorRoutes(deps: FactorDeps, callerClaims: CallerClaims, requireServiceRole: MiddlewareHandler): Hono {
  const app = new Hono()

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
    if (totpOf(factor.secret).validate({ token: code, window: 1 }) === null) {
      return authError(c, 422, 'mfa_verification_failed', 'Invalid TOTP code entered')
    }
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

/** Why Supabase Auth would refuse to enrol one more factor, if it would. */
async function enrolRefusal(
  deps: FactorDeps,
  c: Context,
  claims: Claims & { sub: string },
  friendlyName: string,
): Promise<Response | null> {
  await deps.pool.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < now() - make_interval(secs => $2)`,
    [claims.sub, CHALLENGE_EXPIRY_S],
  )
  const { rows } = await deps.pool.query<{ total: number; verified: number; same_name: boolean }>(
    `select count(*)::int as total, count(*) filter (where status = 'verified')::int as verified,
            coalesce(bool_or(coalesce(friendly_name, '') = $2), false) as same_name
       from auth.mfa_factors where user_id = $1`,
    [claims.sub, friendlyName],
  )
  const { total = 0, verified = 0, same_name = false } = rows[0] ?? {}
  if (same_name)
    return authError(c, 422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`)
  if (total >= MAX_FACTORS)
    return authError(c, 422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue')
  if (verified > 0 && claims.aal !== 'aal2') return authError(c, 403, 'insufficient_aal', 'AAL2 required to enroll a new factor')
  return null
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

/** The challenge to verify against, or why it cannot be: unknown, used (or from another address), or expired (then deleted). */
async function openChallenge(deps: FactorDeps, factorId: string, challengeId: string | null, address: string) {
  const { rows } = await deps.pool.query<{ id: string; used: boolean; expired: boolean }>(
    `select id, verified_at is not null or ip_address is distinct from $3::inet as used,
            created_at < now() - make_interval(secs => $4) as expired
       from auth.mfa_challenges where id::text = $1 and factor_id = $2`,
    [challengeId ?? '', factorId, ipOrNull(address), CHALLENGE_EXPIRY_S],
  )
  const challenge = rows[0]
  if (!challenge) return 'not_found' as const
  if (challenge.used) return 'used' as const
  if (!challenge.expired) return challenge.id
  await deps.pool.query('delete from auth.mfa_challenges where id = $1', [challenge.id])
  return 'expired' as const
}

/**
 * What a verified code does in Supabase Auth: the challenge is spent, the factor verified, the session raised to
 * aal2 (with `totp` in its AMR), the user's sessions still at aal1 ended and their unverified factors removed.
 */
async function raiseSession(deps: FactorDeps, factor: FactorRow, sessionId: string, challengeId: string): Promise<UserRow | null> {
  const client = await deps.pool.connect()
  try {
    await client.query('begin')
    await client.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challengeId])
    await client.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id])
    await client.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [sessionId, factor.id])
    await client.query(
      `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, 'totp')
       on conflict (session_id, authentication_method) do update set updated_at = now()`,
      [sessionId],
    )
    await client.query(`delete from auth.sessions where user_id = $1 and id <> $2 and (aal is null or aal = 'aal1')`, [
      factor.user_id,
      sessionId,
    ])
    await client.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified'`, [factor.user_id])
    await client.query('commit')
  } catch (error) {
    await client.query('rollback')
    throw error
  } finally {
    client.release()
  }
  return findUser(deps.pool, factor.user_id)
}

/** Deletes a factor; the sessions it raised fall back to aal1 (their next token says so), as Supabase Auth does. */
async function removeFactor(deps: FactorDeps, factorId: string): Promise<void> {
  await deps.pool.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp' and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factorId],
  )
  await deps.pool.query(`update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1`, [factorId])
  await deps.pool.query('delete from auth.mfa_factors where id = $1', [factorId])
}

/** The client's address as PostgreSQL's inet, or null when the socket gave none. */
function ipOrNull(address: string): string | null {
  return address === 'unknown' ? null : address.replace(/^::ffff:/, '')
}
