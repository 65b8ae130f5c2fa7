import type pg from 'pg'
import { BCRYPT_COST, DUMMY_PASSWORD_HASH, tooLongForBcrypt, type PasswordComparator } from './passwords.ts'

/** The auth.users columns the gateway reads. */
export interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  phone: string | null
  email_confirmed_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: Date
  updated_at: Date
  /** The user's second factors (auth.mfa_factors), null when none. */
  factors: FactorJson[] | null
}

/** A second factor as Supabase Auth lists it in the user object (never its secret). */
export interface FactorJson {
  id: string
  friendly_name: string
  factor_type: 'totp'
  status: 'unverified' | 'verified'
  created_at: string
  updated_at: string
}

const COLUMNS = `id, aud, role, email, phone, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  (select json_agg(json_build_object('id', f.id, 'friendly_name', coalesce(f.friendly_name, ''), 'factor_type', f.factor_type,
            'status', f.status, 'created_at', f.created_at, 'updated_at', f.updated_at) order by f.created_at)
     from auth.mfa_factors f where f.user_id = users.id) as factors`

/** The user object Supabase Auth returns (and supabase-js keeps in the session). */
export function userJson(user: UserRow) {
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: user.email_confirmed_at?.toISOString(),
    phone: user.phone ?? '',
    confirmed_at: user.email_confirmed_at?.toISOString(),
    last_sign_in_at: user.last_sign_in_at?.toISOString(),
    app_metadata: { provider: 'email', providers: ['email'], ...user.raw_app_meta_data },
    user_metadata: user.raw_user_meta_data ?? {},
    identities: [],
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    is_anonymous: false,
    // Supabase Auth leaves `factors` out when there are none.
    ...(user.factors?.length ? { factors: user.factors } : {}),
  }
}

/** Outcome of a password sign-in. */
export type PasswordCheck = { user: UserRow } | { failure: 'invalid_credentials' | 'email_not_confirmed' }

/**
 * Checks an email and password against auth.users' bcrypt hash and records the sign-in. Every call does
 * exactly one bcrypt compare, an unknown email against a dummy hash; a hash of a lower cost than
 * BCRYPT_COST is made again at that cost. A password longer than bcrypt reads never matches: its first
 * 72 bytes would.
 */
export async function checkPassword(pool: pg.Pool, compare: PasswordComparator, email: string, password: string): Promise<PasswordCheck> {
  const { rows } = await pool.query<{ id: string; hash: string | null; confirmed: boolean }>(
    `select id, encrypted_password as hash, email_confirmed_at is not null as confirmed from auth.users
      where lower(email) = lower($1) and deleted_at is null and (banned_until is null or banned_until < now())`,
    [email],
  )
  const found = rows[0]
  const matches = await compare(password, found?.hash || DUMMY_PASSWORD_HASH)
  if (!found?.hash || !matches || tooLongForBcrypt(password)) return { failure: 'invalid_credentials' }
  if (!found.confirmed) return { failure: 'email_not_confirmed' }
  const signedIn = await pool.query<UserRow>(
    `update auth.users set last_sign_in_at = now(),
        encrypted_password = case when substr(encrypted_password, 5, 2)::int < $3
                                  then extensions.crypt($2, extensions.gen_salt('bf', $3)) else encrypted_password end
      where id = $1 returning ${COLUMNS}`,
    [found.id, password, BCRYPT_COST],
  )
  const user = signedIn.rows[0]
  return user ? { user } : { failure: 'invalid_credentials' }
}

/** Whether `password` is the current password of user `id` (for a password change). */
export async function isCurrentPassword(pool: pg.Pool, compare: PasswordComparator, id: string, password: string): Promise<boolean> {
  const { rows } = await pool.query<{ hash: string | null }>('select encrypted_password as hash from auth.users where id = $1', [id])
  const hash = rows[0]?.hash
  return Boolean(hash) && !tooLongForBcrypt(password) && (await compare(password, hash ?? ''))
}

/** A user by id, unless deleted. */
export async function findUser(pool: pg.Pool, id: string): Promise<UserRow | null> {
  const { rows } = await pool.query<UserRow>(`select ${COLUMNS} from auth.users where id = $1 and deleted_at is null`, [id])
  return rows[0] ?? null
}

/** A user by email, unless deleted. */
export async function findUserByEmail(pool: pg.Pool, email: string): Promise<UserRow | null> {
  const { rows } = await pool.query<UserRow>(`select ${COLUMNS} from auth.users where lower(email) = lower($1) and deleted_at is null`, [
    email,
  ])
  return rows[0] ?? null
}

/** Deletes a user and, through the foreign keys, their sessions and admin row; the deleted user, or null when none has that id. */
export async function deleteUser(pool: pg.Pool, id: string): Promise<UserRow | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null
  const { rows } = await pool.query<UserRow>(`delete from auth.users where id = $1 returning ${COLUMNS}`, [id])
  return rows[0] ?? null
}

/** Outcome of a profile update. */
export type UpdateResult = { user: UserRow } | { failure: 'same_password' | 'user_not_found' }

/** Sets a new bcrypt password and/or merges user metadata, as PUT /auth/v1/user does. */
export async function updateUser(
  pool: pg.Pool,
  id: string,
  changes: { password: string | null; data: Record<string, unknown> | null },
): Promise<UpdateResult> {
  if (changes.password !== null) {
    const { rows } = await pool.query<{ same: boolean }>(
      'select encrypted_password = extensions.crypt($2, encrypted_password) as same from auth.users where id = $1',
      [id, changes.password],
    )
    if (rows[0]?.same) return { failure: 'same_password' }
  }
  const { rows } = await pool.query<UserRow>(
    `update auth.users set
        encrypted_password = case when $2::text is null then encrypted_password
                                  else extensions.crypt($2, extensions.gen_salt('bf', $4)) end,
        raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || coalesce($3::jsonb, '{}'),
        updated_at = now()
      where id = $1 and deleted_at is null
      returning ${COLUMNS}`,
    [id, changes.password, changes.data === null ? null : JSON.stringify(changes.data), BCRYPT_COST],
  )
  return rows[0] ? { user: rows[0] } : { failure: 'user_not_found' }
}

/** Outcome of creating a user. */
export type CreateResult = { user: UserRow } | { failure: 'email_exists' }

/** Creates an email and password user, as POST /auth/v1/admin/users does (confirmed when asked). */
export async function createUser(pool: pg.Pool, email: string, password: string, confirmed: boolean): Promise<CreateResult> {
  const { rows } = await pool.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        raw_app_meta_data, raw_user_meta_data, confirmation_token, recovery_token, email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', lower($1),
        extensions.crypt($2, extensions.gen_salt('bf', $4)), case when $3 then now() end,
        '{"provider": "email", "providers": ["email"]}', '{}', '', '', '', '')
     on conflict (email) do nothing
     returning ${COLUMNS}`,
    [email, password, confirmed, BCRYPT_COST],
  )
  return rows[0] ? { user: rows[0] } : { failure: 'email_exists' }
}

/** One page of users, oldest first, and how many there are. */
export async function listUsers(pool: pg.Pool, page: number, perPage: number): Promise<{ users: UserRow[]; total: number }> {
  const { rows } = await pool.query<UserRow & { total: string }>(
    `select ${COLUMNS}, count(*) over () as total from auth.users where deleted_at is null
      order by created_at, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  )
  return { users: rows, total: Number(rows[0]?.total ?? 0) }
}
