import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { verifyToken, type TokenIssuer } from '../../keys.ts'
import { readJsonBody, stringField } from '../http/bodies.ts'
import { callerToken } from '../http/caller.ts'
import type { AuthDeps } from './deps.ts'
import { authError } from './errors.ts'
import { newPasswordRefusal } from './passwords.ts'
import { recoveryLink } from './recovery.ts'
import { issueRecoveryToken } from './sessions.ts'
import { createUser, deleteUser, findUserByEmail, listUsers, updateUser, userJson } from './users.ts'

/**
 * The part of Supabase Auth's admin API that scripts/create-admin-user.ts, scripts/prepare-supabase.ts and the
 * contract tests use (service key only): create, list, update (password) and delete users, and make a recovery link without sending it.
 */
export function adminUserRoutes(deps: AuthDeps): Hono {
  const app = new Hono()
  app.use('*', requireServiceRole(deps))

  app.post('/users', async (c) => {
    const body = await readJsonBody(c.req.raw)
    const email = stringField(body, 'email')
    const password = stringField(body, 'password')
    if (!email || !password) return authError(c, 400, 'validation_failed', 'The local stack creates users with an email and a password')
    const refusal = newPasswordRefusal(password)
    if (refusal) return authError(c, refusal.status, refusal.code, refusal.message, refusal.extra)
    const result = await createUser(deps.pool, email, password, body.email_confirm === true)
    if ('failure' in result) return authError(c, 422, 'email_exists', 'A user with this email address has already been registered')
    return c.json(userJson(result.user))
  })

  app.get('/users', async (c) => {
    const page = positive(c.req.query('page'), 1)
    const perPage = Math.min(positive(c.req.query('per_page'), 50), 1000)
    const { users, total } = await listUsers(deps.pool, page, perPage)
    c.header('x-total-count', String(total))
    return c.json({ users: users.map(userJson), aud: 'authenticated' })
  })

  // As Supabase Auth's admin update of a password: the user's sessions are left as they are (scripts end them).
  app.put('/users/:id', async (c) => {
    const body = await readJsonBody(c.req.raw)
    const password = stringField(body, 'password')
    if (!password) return authError(c, 422, 'validation_failed', 'The local stack updates only the password of a user')
    const refusal = newPasswordRefusal(password)
    if (refusal) return authError(c, refusal.status, refusal.code, refusal.message, refusal.extra)
    const result = await updateUser(deps.pool, c.req.param('id'), { password, data: null }).catch(() => null)
    if (result && 'user' in result) return c.json(userJson(result.user))
    return result?.failure === 'same_password'
      ? authError(c, 422, 'same_password', 'New password should be different from the old password.')
      : authError(c, 404, 'user_not_found', 'User not found')
  })

  app.delete('/users/:id', async (c) => {
    const user = await deleteUser(deps.pool, c.req.param('id'))
    return user ? c.json(userJson(user)) : authError(c, 404, 'user_not_found', 'User not found')
  })

  // As Supabase Auth: the link is returned, not emailed; supabase-js sends `redirect_to` in the query, a plain call in the body.
  app.post('/generate_link', async (c) => {
    const body = await readJsonBody(c.req.raw)
    const email = stringField(body, 'email')
    if (body.type !== 'recovery' || !email) return authError(c, 422, 'validation_failed', 'The local stack makes recovery links only')
    const user = await findUserByEmail(deps.pool, email)
    const token = user ? await issueRecoveryToken(deps.pool, email) : null
    if (!user || !token) return authError(c, 404, 'user_not_found', 'User with this email not found')
    const link = recoveryLink(deps, token, c.req.query('redirect_to') ?? stringField(body, 'redirect_to') ?? undefined)
    return c.json({
      ...userJson(user),
      action_link: link.href,
      email_otp: '',
      hashed_token: '',
      redirect_to: link.searchParams.get('redirect_to'),
      verification_type: 'recovery',
    })
  })

  return app
}

/** Supabase Auth lets only the service_role key use its admin API. */
export function requireServiceRole(keys: TokenIssuer): MiddlewareHandler {
  return async (c: Context, next) => {
    const token = callerToken(c.req.raw)
    const claims = token ? await verifyToken(keys, token) : null
    if (claims?.role !== 'service_role') return authError(c, 403, 'not_admin', 'User not allowed')
    await next()
  }
}

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : fallback
}
