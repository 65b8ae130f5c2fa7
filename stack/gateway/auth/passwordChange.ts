import type { Context } from 'hono'
import { clientAddress } from '../http/caller.ts'
import type { AuthDeps } from './deps.ts'
import { authError, rateLimited } from './errors.ts'
import { newPasswordRefusal, type PasswordComparator } from './passwords.ts'
import { hasVerifiedFactor } from './factorStore.ts'
import { isRecoverySession } from './sessions.ts'
import type { SignInGuard } from './signInLimits.ts'
import { isCurrentPassword } from './users.ts'

/** The signed-in user a password change is for. */
export interface PasswordOwner {
  sub: string
  session_id: string
  email?: string
  /** The session's assurance level: with a verified second factor, only aal2 may change the password. */
  aal?: string
}

/**
 * Checks a password change of PUT /auth/v1/user as Supabase Auth does with "Secure password change" and
 * its current-password rule: the new password's length, then the current password, except in a session
 * opened by a recovery link. Wrong current passwords count as failed sign-ins. A user with a verified second factor
 * changes it only from an aal2 session, a recovery link's included (which is aal1 until its code). Resolves to the
 * refusal, or null.
 */
export function passwordChangeCheck(deps: AuthDeps, guard: SignInGuard, compare: PasswordComparator) {
  return async (c: Context, owner: PasswordOwner, password: string, current: unknown): Promise<Response | null> => {
    if (owner.aal !== 'aal2' && (await hasVerifiedFactor(deps.pool, owner.sub))) {
      return authError(c, 401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.')
    }
    const refusal = newPasswordRefusal(password)
    if (refusal) return authError(c, refusal.status, refusal.code, refusal.message, refusal.extra)
    if (await isRecoverySession(deps.pool, owner.session_id)) return null
    if (typeof current !== 'string' || current === '') {
      return authError(c, 400, 'current_password_required', 'Current password required when setting new password.')
    }
    const address = clientAddress(c)
    const email = owner.email ?? owner.sub
    const wait = guard.retryAfter(address, email)
    if (wait > 0) return rateLimited(c, wait)
    if (await isCurrentPassword(deps.pool, compare, owner.sub, current)) return null
    guard.failed(address, email)
    return authError(c, 400, 'current_password_invalid', 'Current password required when setting new password.')
  }
}
