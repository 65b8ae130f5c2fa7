import { windowCounter } from '../http/limitWindows.ts'

/** How often password recovery may be asked for, per client address and per email. */
export interface RecoveryLimits {
  /** Requests one client address may make, whatever the emails; past it 429 with Retry-After. */
  perAddress: number
  /** Emails one address may be sent; past it the answer is the same but no email leaves, so the last link stays valid. */
  perEmail: number
  windowSeconds: number
  /** Addresses and emails tracked at most per counter; past it the least recently counted are forgotten. */
  maxTracked: number
}

/** Ten requests per address and three emails per address an hour: enough for an owner who mistyped, too few to flood a mailbox. */
export const DEFAULT_RECOVERY_LIMITS: RecoveryLimits = { perAddress: 10, perEmail: 3, windowSeconds: 3600, maxTracked: 10_000 }

/** Recovery requests per client address and recovery emails per email, kept in memory. */
export interface RecoveryGuard {
  /** Seconds this address must wait before asking again (0 when it may ask now, and then the request is counted). */
  admit(address: string): number
  /** Whether an email may be sent to `email` now (then it is counted); asked for known and unknown emails alike. */
  mayMail(email: string): boolean
}

/** A guard counting in fixed windows of `limits.windowSeconds`. */
export function recoveryGuard(limits: RecoveryLimits): RecoveryGuard {
  const byAddress = windowCounter(limits.windowSeconds, limits.maxTracked)
  const byEmail = windowCounter(limits.windowSeconds, limits.maxTracked)
  return {
    admit(address) {
      if (byAddress.count(address) >= limits.perAddress) return byAddress.secondsLeft(address)
      byAddress.add(address)
      return 0
    },
    mayMail(email) {
      const key = email.toLowerCase()
      if (byEmail.count(key) >= limits.perEmail) return false
      byEmail.add(key)
      return true
    },
  }
}
