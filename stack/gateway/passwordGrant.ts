import type { HttpBindings } from '@hono/node-server'
import type { Context } from 'hono'
import type { AuthDeps } from './auth.ts'
import { authError, stringField } from './http.ts'
import { pgcryptoComparator } from './passwords.ts'
import { openSession } from './sessions.ts'
import { DEFAULT_SIGN_IN_LIMITS, signInGuard } from './signInLimits.ts'
import { checkPassword } from './users.ts'

/** POST /auth/v1/token?grant_type=password, refusing with 429 an address or email that failed too often. */
export function passwordGrant(deps: AuthDeps) {
  const guard = signInGuard(deps.signInLimits ?? DEFAULT_SIGN_IN_LIMITS)
  const compare = deps.comparePassword ?? pgcryptoComparator(deps.pool)
  return async (c: Context, body: Record<string, unknown>): Promise<Response> => {
    const email = stringField(body, 'email')
    const password = stringField(body, 'password')
    if (!email || !password) return authError(c, 400, 'validation_failed', 'Missing email or password')
    const address = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket.remoteAddress ?? 'unknown'
    const wait = guard.retryAfter(address, email)
    if (wait > 0) {
      c.header('retry-after', String(wait))
      return authError(c, 429, 'over_request_rate_limit', 'Request rate limit reached')
    }
    const result = await checkPassword(deps.pool, compare, email, password)
    if ('failure' in result) {
      if (result.failure === 'invalid_credentials') guard.failed(address, email)
      const message = result.failure === 'invalid_credentials' ? 'Invalid login credentials' : 'Email not confirmed'
      return authError(c, 400, result.failure, message)
    }
    return c.json(await openSession(deps, result.user))
  }
}
