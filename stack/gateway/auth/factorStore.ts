import type pg from 'pg'
import { Secret, TOTP } from 'otpauth'
import { findUser, type UserRow } from './users.ts'

/** Supabase Auth's default: a challenge (and an unverified factor) lasts 5 minutes. */
export const CHALLENGE_EXPIRY_S = 300

/** TOTP as Supabase Auth checks it: SHA-1, 6 digits, 30 s, one step of clock skew either way. */
export const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) })

/** An auth.mfa_factors row, secret included. */
export interface FactorRow {
  id: string
  user_id: string
  status: 'unverified' | 'verified'
  secret: string
}

/** What the factor store needs of the gateway: its pool. */
type Deps = { pool: pg.Pool }

/** The challenge to verify against, or why it cannot be: unknown, used (or from another address), or expired (then deleted). */
export async function openChallenge(deps: Deps, factorId: string, challengeId: string | null, address: string) {
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
export async function raiseSession(deps: Deps, factor: FactorRow, sessionId: string, challengeId: string): Promise<UserRow | null> {
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
export async function removeFactor(deps: Deps, factorId: string): Promise<void> {
  await deps.pool.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp' and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factorId],
  )
  await deps.pool.query(`update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1`, [factorId])
  await deps.pool.query('delete from auth.mfa_factors where id = $1', [factorId])
}

/** The client's address as PostgreSQL's inet, or null when the socket gave none. */
export function ipOrNull(address: string): string | null {
  return address === 'unknown' ? null : address.replace(/^::ffff:/, '')
}

/** Whether a user has a verified factor: their sessions then need aal2 to change the password. */
export async function hasVerifiedFactor(pool: pg.Pool, userId: string): Promise<boolean> {
  const { rowCount } = await pool.query(`select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1`, [userId])
  return rowCount === 1
}
