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
