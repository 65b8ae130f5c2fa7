import { windowCounter } from '../http/limitWindows.ts'

/** How many failed password sign-ins are allowed in a window before an attempt gets 429 (see docs/decisions/sign-in-limits.md). */
export interface SignInLimits {
  /** Failures one client address may have, whatever the emails it tries. */
  perAddress: number
  /** Failures one client address may have for one email. */
  perAddressAndEmail: number
  /** Failures one email may have from all addresses together; past it, only an address with no failure in its window may try it. */
  perEmail: number
  windowSeconds: number
  /** Keys (addresses, emails, pairs) tracked at most per counter; past it the least recently failed are forgotten, so memory stays bounded. */
  maxTracked: number
}

/** Supabase Auth lets an address sign in 30 times per 5 minutes; one address gets 5 wrong guesses at one email. */
export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAddress: 30,
  perAddressAndEmail: 5,
  perEmail: 10,
  windowSeconds: 300,
  maxTracked: 10_000,
}

/** Failed password checks per client address, per address and email, and per email, kept in memory. */
export interface SignInGuard {
  /** Seconds until this address may try this email again; 0 when it may now. */
  retryAfter(address: string, email: string): number
  /** Records a failed password check. */
  failed(address: string, email: string): void
}

/**
 * A guard that slows a guesser without locking the owner out: an email that many addresses failed is closed
 * only to the addresses that failed, so its owner, at an address with no recent failure, still signs in.
 */
export function signInGuard(limits: SignInLimits): SignInGuard {
  const byAddress = windowCounter(limits.windowSeconds, limits.maxTracked)
  const byPair = windowCounter(limits.windowSeconds, limits.maxTracked)
  const byEmail = windowCounter(limits.windowSeconds, limits.maxTracked)
  const pair = (address: string, email: string) => `${address} ${email.toLowerCase()}`
  return {
    retryAfter(address, email) {
      const waits = [0]
      if (byAddress.count(address) >= limits.perAddress) waits.push(byAddress.secondsLeft(address))
      if (byPair.count(pair(address, email)) >= limits.perAddressAndEmail) waits.push(byPair.secondsLeft(pair(address, email)))
      if (byEmail.count(email.toLowerCase()) >= limits.perEmail && byAddress.count(address) > 0) {
        waits.push(Math.min(byAddress.secondsLeft(address), byEmail.secondsLeft(email.toLowerCase())))
      }
      return Math.max(...waits)
    },
    failed(address, email) {
      byAddress.add(address)
      byPair.add(pair(address, email))
      byEmail.add(email.toLowerCase())
    },
  }
}
