import type pg from 'pg'

/** bcrypt cost of every password hash the stack makes: Supabase Auth's (Go's bcrypt.DefaultCost). */
export const BCRYPT_COST = 10

/** Checks a password against a bcrypt hash. */
export type PasswordComparator = (password: string, hash: string) => Promise<boolean>

/**
 * A bcrypt hash, of cost BCRYPT_COST, of a random password nobody kept. A sign-in for an unknown email is
 * compared with it, so it does the same work as one for a known email and takes as long.
 */
export const DUMMY_PASSWORD_HASH = '$2a$10$exyENSh1MYmetX//BNbt6uxgPEq61LPrpB15SrPjp1hcMHS6BehxG'

/** Compares with pgcrypto's crypt(), the bcrypt that made the hashes, so the gateway needs no bcrypt package. */
export function pgcryptoComparator(pool: pg.Pool): PasswordComparator {
  return async (password, hash) => {
    const { rows } = await pool.query<{ same: boolean }>('select extensions.crypt($1, $2) = $2 as same', [password, hash])
    return rows[0]?.same === true
  }
}

/** Shortest new password, the admin's own rule (on a hosted project: Auth → Minimum password length). */
export const MIN_PASSWORD_LENGTH = 8

/** bcrypt reads a password's first 72 bytes and ignores the rest, so longer ones are refused, never cut. */
export const MAX_PASSWORD_BYTES = 72

/** Whether a password is longer than bcrypt reads. */
export function tooLongForBcrypt(password: string): boolean {
  return Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES
}

/** Supabase Auth's refusal of a new password, or null when it may be set. */
export function newPasswordRefusal(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return {
      status: 422 as const,
      code: 'weak_password',
      message: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      extra: { weak_password: { reasons: ['length'] } },
    }
  }
  if (tooLongForBcrypt(password)) {
    return {
      status: 400 as const,
      code: 'validation_failed',
      message: `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
      extra: {},
    }
  }
  return null
}
