import type { Context } from 'hono'
import type { Claims } from '../../keys.ts'
import { authError } from './errors.ts'
import { CHALLENGE_EXPIRY_S } from './factorStore.ts'
import type { FactorDeps } from './deps.ts'

/** Supabase Auth's default: at most 10 factors a user. */
const MAX_FACTORS = 10

/** Why Supabase Auth would refuse to enrol one more factor, if it would. */
export async function enrolRefusal(
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
