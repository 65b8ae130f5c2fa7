import type pg from 'pg'
import { z } from 'zod'

/** A Postgres hook's name as Supabase Auth takes it: `schema.function`, plain identifiers only. */
const HOOK_NAME = /^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/

/** Supabase Auth's timeout for a Postgres hook. */
const HOOK_TIMEOUT = '2s'

/** What the MFA verification attempt hook answers; anything but `reject` lets Auth go on. */
const hookOutput = z.object({ decision: z.string().optional(), message: z.string().optional() })

/** Supabase Auth's message when the hook rejects without one. */
const DEFAULT_REJECTION = 'Further MFA verification attempts will be rejected.'

/** What the verify endpoint sends the hook, as Supabase Auth does. */
export interface MfaAttempt {
  user_id: string
  factor_id: string
  factor_type: 'totp'
  valid: boolean
}

/**
 * Calls the MFA verification attempt hook as Supabase Auth does: as supabase_auth_admin, in a transaction of its
 * own (what the hook records stays, whatever Auth does next), within 2 s. The rejection's message, or null to go on.
 */
export async function mfaHookRejection(pool: pg.Pool, hook: string, attempt: MfaAttempt): Promise<string | null> {
  if (!HOOK_NAME.test(hook)) throw new Error(`The MFA verification hook must be named schema.function, not ${hook}`)
  const client = await pool.connect()
  try {
    await client.query('begin')
    await client.query(`set local role supabase_auth_admin`)
    await client.query(`set local statement_timeout = '${HOOK_TIMEOUT}'`)
    const { rows } = await client.query<{ output: unknown }>(`select ${hook}($1::jsonb) as output`, [JSON.stringify(attempt)])
    await client.query('commit')
    const output = hookOutput.parse(rows[0]?.output)
    return output.decision === 'reject' ? output.message || DEFAULT_REJECTION : null
  } catch (error) {
    await client.query('rollback')
    throw error
  } finally {
    client.release()
  }
}
