import type { MiddlewareHandler } from 'hono'
import { clientAddress } from '../http/caller.ts'
import { rateLimited } from './errors.ts'

/** Requests per client address to one of the challenge and verify endpoints: a token bucket, as Supabase Auth's. */
export interface FactorLimits {
  /** Tokens added a minute. */
  perMinute: number
  /** Tokens a full bucket holds: the requests an address may make at once. */
  burst: number
  /** Addresses tracked at most; past it the least recently seen are forgotten. */
  maxTracked: number
}

/** Supabase Auth's default (MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY): 15 a minute, 30 at once, per address and endpoint. */
export const DEFAULT_FACTOR_LIMITS: FactorLimits = { perMinute: 15, burst: 30, maxTracked: 10_000 }

/** Seconds an address must wait before its next request (0 when it may make it now, and then it is counted). */
type FactorGate = (address: string) => number

/** One endpoint's bucket per client address, kept in memory. */
function factorGate(limits: FactorLimits): FactorGate {
  const buckets = new Map<string, { tokens: number; at: number }>()
  const perMs = limits.perMinute / 60_000
  return (address) => {
    const now = Date.now()
    const last = buckets.get(address)
    const tokens = Math.min(limits.burst, last ? last.tokens + (now - last.at) * perMs : limits.burst)
    buckets.delete(address)
    if (tokens < 1) {
      buckets.set(address, { tokens, at: now })
      return Math.ceil((1 - tokens) / perMs / 1000)
    }
    buckets.set(address, { tokens: tokens - 1, at: now })
    for (const oldest of buckets.keys()) {
      if (buckets.size <= limits.maxTracked) break
      buckets.delete(oldest)
    }
    return 0
  }
}

/** Middleware that answers 429 with Retry-After to an address over its bucket, as Supabase Auth does. */
export function limitedPerAddress(limits: FactorLimits): MiddlewareHandler {
  const gate = factorGate(limits)
  return async (c, next) => {
    const wait = gate(clientAddress(c))
    if (wait > 0) return rateLimited(c, wait)
    await next()
  }
}
