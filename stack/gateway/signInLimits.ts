/** How many failed password sign-ins a client address, and an email, may have in a window before getting 429. */
export interface SignInLimits {
  perIp: number
  perEmail: number
  windowSeconds: number
  /** Addresses (and emails) tracked at most; past it the least recently failed are forgotten, so memory stays bounded. */
  maxTracked: number
}

/** Supabase Auth lets an address sign in 30 times per 5 minutes; a single email gets fewer wrong guesses. */
export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perIp: 30, perEmail: 10, windowSeconds: 300, maxTracked: 10_000 }

/** Failed sign-ins per client address and per email, kept in memory. */
export interface SignInGuard {
  /** Seconds until this address may try this email again; 0 when it may now. */
  retryAfter(address: string, email: string): number
  /** Records a failed attempt. */
  failed(address: string, email: string): void
}

/** A guard counting failures in fixed windows of `limits.windowSeconds`. */
export function signInGuard(limits: SignInLimits): SignInGuard {
  const byAddress = failureCounter(limits.perIp, limits)
  const byEmail = failureCounter(limits.perEmail, limits)
  return {
    retryAfter: (address, email) => Math.max(byAddress.retryAfter(address), byEmail.retryAfter(email.toLowerCase())),
    failed(address, email) {
      byAddress.add(address)
      byEmail.add(email.toLowerCase())
    },
  }
}

interface FailureWindow {
  failures: number
  endsAt: number
}

function failureCounter(limit: number, { windowSeconds, maxTracked }: SignInLimits) {
  // A Map iterates in insertion order and each failure re-inserts its key: the first key failed least recently.
  const windows = new Map<string, FailureWindow>()
  const open = (key: string, now: number) => {
    const window = windows.get(key)
    return window && window.endsAt > now ? window : undefined
  }
  return {
    retryAfter(key: string): number {
      const now = Date.now()
      const window = open(key, now)
      return window && window.failures >= limit ? Math.ceil((window.endsAt - now) / 1000) : 0
    },
    add(key: string): void {
      const now = Date.now()
      const window = open(key, now) ?? { failures: 0, endsAt: now + windowSeconds * 1000 }
      windows.delete(key)
      windows.set(key, { failures: window.failures + 1, endsAt: window.endsAt })
      for (const oldest of windows.keys()) {
        if (windows.size <= maxTracked) break
        windows.delete(oldest)
      }
    },
  }
}
