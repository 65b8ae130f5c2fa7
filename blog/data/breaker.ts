/** A call refused at once because the upstream failed just before. */
export class CircuitOpenError extends Error {
  override name = 'CircuitOpenError'
}

export type BreakerOptions = {
  /** Consecutive failures that open the circuit. */
  threshold?: number
  /** How long an open circuit refuses calls before it lets one trial through. */
  coolDownMs?: number
  /** Errors that open the circuit at once (a timeout: the upstream hangs, and asking again would hang too). */
  trips?: (error: unknown) => boolean
  /** Clock, for tests. */
  now?: () => number
}

/** Closed: calls go through. Open: calls fail at once. Half-open: one trial call decides. */
export type BreakerState = 'closed' | 'open' | 'half-open'

/** Guards calls to one upstream so a dead one costs a request nothing instead of a timeout. */
export type CircuitBreaker = {
  /** Runs `call` unless the circuit is open; `failed` says whether a settled result counts as a failure. */
  run<T>(call: () => Promise<T>, failed?: (result: T) => boolean): Promise<T>
  state(): BreakerState
}

/**
 * A circuit breaker: `threshold` consecutive failures open it for `coolDownMs`; then a single trial call
 * goes through while the others still fail fast, and its outcome closes the circuit or opens it again.
 */
export function createCircuitBreaker({
  threshold = 3,
  coolDownMs = 5000,
  trips = () => false,
  now = Date.now,
}: BreakerOptions = {}): CircuitBreaker {
  let failures = 0
  let openedAt: number | null = null
  let trial = false

  const state = (): BreakerState => (openedAt === null ? 'closed' : trial || now() - openedAt < coolDownMs ? 'open' : 'half-open')

  function settle(ok: boolean, wasTrial: boolean, tripped = false) {
    if (wasTrial) trial = false
    if (ok) {
      failures = 0
      openedAt = null
    } else if (++failures >= threshold || wasTrial || tripped) {
      openedAt = now()
    }
  }

  return {
    async run(call, failed = () => false) {
      const current = state()
      if (current === 'open') throw new CircuitOpenError('upstream unavailable: circuit open')
      const wasTrial = current === 'half-open'
      if (wasTrial) trial = true
      try {
        const result = await call()
        settle(!failed(result), wasTrial)
        return result
      } catch (error) {
        settle(false, wasTrial, trips(error))
        throw error
      }
    },
    state,
  }
}

/** The server's breaker for its Supabase project: three failures in a row, or one timeout, open it. */
export function upstreamBreaker(): CircuitBreaker {
  return createCircuitBreaker({ trips: (error) => error instanceof Error && error.name === 'TimeoutError' })
}
