import type { Context } from 'hono'
import { stringField } from '../http/bodies.ts'
import { clientAddress } from '../http/caller.ts'
import type { AuthDeps } from './deps.ts'
import { authError, rateLimited } from './errors.ts'
import type { PasswordComparator } from './passwords.ts'
import { openSession } from './sessions.ts'
import type { SignInGuard } from './signInLimits.ts'
import { checkPassword } from './users.ts'

/** POST /auth/v1/token?grant_type=password, refusing with 429 the attempts `guard` holds back. */
export function passwordGrant(deps: AuthDeps, guard: SignInGuard, compare: PasswordComparator) {
  return async (c: Context, body: Record<string, unknown>): Promise<Response> => {
    const email = stringField(body, 'email')
    const password = stringField(body, 'password')
    if (!email || !password) return authError(c, 400, 'validation_failed', 'Missing email or password')
    const address = clientAddress(c)
    const wait = guard.retryAfter(address, email)
    if (wait > 0) return rateLimited(c, wait)
    const result = await checkPassword(deps.pool, compare, email, password)
    if ('failure' in result) {
      if (result.failure === 'invalid_credentials') guard.failed(address, email)
      const message = result.failure === 'invalid_credentials' ? 'Invalid login credentials' : 'Email not confirmed'
      return authError(c, 400, result.failure, message)
    }
    return c.json(await openSession(deps, result.user))
  }
}
