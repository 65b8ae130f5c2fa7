import type { FactorLimits } from './factorLimits.ts'
import type { PasswordComparator } from './passwords.ts'
import type { RecoveryLimits } from './recoveryLimits.ts'
import type { SessionDeps } from './sessions.ts'
import type { SignInLimits } from './signInLimits.ts'

/** What the factor routes need: the session dependencies, and the site whose host names the factor in the phone's app. */
export interface FactorDeps extends SessionDeps {
  siteUrl: string
  /** The MFA verification attempt hook (`schema.function`) when turned on, as in Authentication → Auth Hooks; else none. */
  mfaVerificationHook?: string
  /** Challenges and verifications allowed per client address; by default DEFAULT_FACTOR_LIMITS, Supabase Auth's. */
  factorLimits?: FactorLimits
}

/** What the auth routes need: the session and factor dependencies plus where recovery links send the user. */
export interface AuthDeps extends FactorDeps {
  /** The site's URL: recovery links may send the user only to its origin, and to it when they name no other page. */
  siteUrl: string
  /** File that receives the emails the stack would send (see outbox.ts). */
  outbox: string
  /** Compares a password with its stored hash; by default pgcrypto's bcrypt. */
  comparePassword?: PasswordComparator
  /** Failed password checks allowed per client address, per address and email, and per email; by default DEFAULT_SIGN_IN_LIMITS. */
  signInLimits?: SignInLimits
  /** Recovery requests allowed per client address and emails per email; by default DEFAULT_RECOVERY_LIMITS. */
  recoveryLimits?: RecoveryLimits
}
