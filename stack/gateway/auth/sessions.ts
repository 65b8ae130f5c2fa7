import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type pg from 'pg'
import { ACCESS_TOKEN_TTL, signAccessToken } from '../../keys.ts'
import { findUser, userJson, type UserRow } from './users.ts'

/** What the session functions need from the gateway. */
export interface SessionDeps {
  pool: pg.Pool
  jwtSecret: string
  /** The auth URL, used as the tokens' issuer. */
  issuer: string
}

/** Supabase Auth's session body, as supabase-js stores it. */
export type SessionJson = Awaited<ReturnType<typeof sessionJson>>

/** Supabase Auth lets a just-rotated refresh token be used again this long (tabs refreshing at once). */
const REUSE_INTERVAL_SECONDS = 10

/** How a session was opened, as Supabase Auth records it (its AMR claim). */
export type AuthMethod = 'password' | 'recovery' | 'totp'

/** Opens a new session for a user who has just proven who they are, by `method`. */
export async function openSession(deps: SessionDeps, user: UserRow, method: AuthMethod = 'password'): Promise<SessionJson> {
  const sessionId = randomUUID()
  await deps.pool.query(
    `with session as (insert into auth.sessions (id, user_id) values ($1, $2) returning id)
     insert into auth.mfa_amr_claims (session_id, authentication_method) select id, $3 from session`,
    [sessionId, user.id, method],
  )
  const refreshToken = await issueRefreshToken(deps.pool, user.id, sessionId)
  return sessionJson(deps, user, sessionId, refreshToken)
}

/** Outcome of a refresh: a new session, or the Supabase error code. */
export type RefreshResult = { session: SessionJson } | { failure: 'refresh_token_not_found' | 'refresh_token_already_used' }

/** Rotates a refresh token, as POST /auth/v1/token?grant_type=refresh_token does. */
export async function refreshSession(deps: SessionDeps, token: string): Promise<RefreshResult> {
  let current = await rotateRefreshToken(deps.pool, token)
  if (!current) {
    const used = await usedToken(deps.pool, token)
    if (!used) return { failure: 'refresh_token_not_found' }
    if (!used.child) {
      // A used token replayed later may be stolen: end the whole session, as Supabase Auth does.
      await deps.pool.query('delete from auth.sessions where id = $1', [used.session_id])
      return { failure: 'refresh_token_already_used' }
    }
    current = used.child
  }
  await deps.pool.query('update auth.sessions set updated_at = now() where id = $1', [current.session_id])
  const user = await findUser(deps.pool, current.user_id)
  if (!user) return { failure: 'refresh_token_not_found' }
  return { session: await sessionJson(deps, user, current.session_id, current.token) }
}

interface TokenRow {
  user_id: string
  session_id: string
  token: string
}

/** Revokes an active token and issues its child in one statement, so two racing refreshes cannot both win. */
async function rotateRefreshToken(pool: pg.Pool, token: string): Promise<TokenRow | null> {
  const { rows } = await pool.query<TokenRow>(
    `with old as (
       update auth.refresh_tokens set revoked = true, updated_at = now()
        where token = $1 and not revoked returning user_id, session_id, token
     )
     insert into auth.refresh_tokens (token, user_id, session_id, parent)
     select $2, user_id, session_id, token from old
     returning user_id, session_id, token`,
    [token, newRefreshToken()],
  )
  return rows[0] ?? null
}

/** A revoked token's session, and the token that replaced it if that happened within the reuse interval. */
async function usedToken(pool: pg.Pool, token: string): Promise<{ session_id: string; child: TokenRow | null } | null> {
  const { rows } = await pool.query<{ session_id: string; child: TokenRow | null }>(
    `select parent.session_id,
            (select json_build_object('user_id', child.user_id, 'session_id', child.session_id, 'token', child.token)
               from auth.refresh_tokens child
              where child.parent = parent.token and not child.revoked
                and child.created_at > now() - make_interval(secs => $2)) as child
       from auth.refresh_tokens parent
      where parent.token = $1`,
    [token, REUSE_INTERVAL_SECONDS],
  )
  return rows[0] ?? null
}

/** Whether the session named in an access token still exists (false after sign-out). */
export async function sessionExists(pool: pg.Pool, sessionId: string | undefined): Promise<boolean> {
  if (!sessionId) return false
  const { rowCount } = await pool.query('select 1 from auth.sessions where id = $1', [sessionId])
  return rowCount === 1
}

/** Whether a session was opened by a recovery link: Supabase Auth lets it set a password without the current one. */
export async function isRecoverySession(pool: pg.Pool, sessionId: string): Promise<boolean> {
  const { rowCount } = await pool.query("select 1 from auth.mfa_amr_claims where session_id = $1 and authentication_method = 'recovery'", [
    sessionId,
  ])
  return rowCount === 1
}

/** Ends sessions for POST /auth/v1/logout: this one (local), the others, or all (global). */
export async function endSessions(pool: pg.Pool, userId: string, sessionId: string, scope: string): Promise<void> {
  if (scope === 'local') await pool.query('delete from auth.sessions where id = $1', [sessionId])
  else if (scope === 'others') await pool.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId])
  else await pool.query('delete from auth.sessions where user_id = $1', [userId])
}

/** Stores a recovery token for an existing email and returns it (null when no such user). */
export async function issueRecoveryToken(pool: pg.Pool, email: string): Promise<string | null> {
  const token = randomBytes(24).toString('base64url')
  const { rowCount } = await pool.query(
    `update auth.users set recovery_token = $2, recovery_sent_at = now()
      where lower(email) = lower($1) and deleted_at is null`,
    [email, hash(token)],
  )
  return rowCount === 1 ? token : null
}

/** Redeems a recovery token (valid for one hour, once) and opens a session for its user. */
export async function redeemRecoveryToken(deps: SessionDeps, token: string): Promise<SessionJson | null> {
  const { rows } = await deps.pool.query<{ id: string }>(
    `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now())
      where recovery_token = $1 and recovery_sent_at > now() - interval '1 hour' returning id`,
    [hash(token)],
  )
  const user = rows[0] && (await findUser(deps.pool, rows[0].id))
  return user ? openSession(deps, user, 'recovery') : null
}

/**
 * A new token pair for a session whose level has just changed (a verified second factor): the session's other
 * refresh tokens are revoked, as Supabase Auth swaps them.
 */
export async function reissueSession(deps: SessionDeps, user: UserRow, sessionId: string): Promise<SessionJson> {
  await deps.pool.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked', [
    sessionId,
  ])
  return sessionJson(deps, user, sessionId, await issueRefreshToken(deps.pool, user.id, sessionId))
}

async function issueRefreshToken(pool: pg.Pool, userId: string, sessionId: string): Promise<string> {
  const token = newRefreshToken()
  await pool.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [token, userId, sessionId])
  return token
}

function newRefreshToken(): string {
  return randomBytes(16).toString('base64url')
}

async function sessionJson(deps: SessionDeps, user: UserRow, sessionId: string, refreshToken: string) {
  const json = userJson(user)
  const { rows: amr } = await deps.pool.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, extract(epoch from created_at)::int as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by created_at`,
    [sessionId],
  )
  const { rows: level } = await deps.pool.query<{ aal: 'aal1' | 'aal2' | null }>('select aal from auth.sessions where id = $1', [sessionId])
  const accessToken = await signAccessToken(deps.jwtSecret, deps.issuer, {
    aal: level[0]?.aal ?? 'aal1',
    sub: user.id,
    role: 'authenticated',
    email: json.email,
    phone: json.phone,
    app_metadata: json.app_metadata,
    user_metadata: json.user_metadata,
    amr,
    session_id: sessionId,
  })
  return {
    access_token: accessToken,
    token_type: 'bearer' as const,
    expires_in: ACCESS_TOKEN_TTL,
    expires_at: Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL,
    refresh_token: refreshToken,
    user: json,
  }
}

function hash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
