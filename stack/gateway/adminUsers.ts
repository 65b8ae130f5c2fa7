import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { verifyToken, type TokenIssuer } from '../keys.ts'
import { authError, callerToken, readJsonBody, stringField } from './http.ts'
import type { AuthDeps } from './auth.ts'
import { newPasswordRefusal } from './passwords.ts'
import { allowedRedirect } from './recovery.ts'
import { issueRecoveryToken } from './sessions.ts'
import { createUser, deleteUser, findUserByEmail, listUsers, userJson } from './users.ts'

/**
 * The part of Supabase Auth's admin API that scripts/create-admin-user.ts and scripts/prepare-supabase.ts use:
 * create, list and delete users, and a recovery link without an email (service key only).
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

  app.delete('/users/:id', async (c) => {
    const id = c.req.param('id')
    const user = z.guid().safeParse(id).success ? await deleteUser(deps.pool, id) : null
    if (!user) return authError(c, 404, 'user_not_found', 'User not found')
    return c.json(userJson(user))
  })

  // As Supabase Auth: the link is returned, not emailed, and `redirect_to` is what the allow-list kept.
  app.post('/generate_link', async (c) => {
    const body = await readJsonBody(c.req.raw)
    if (body.type !== 'recovery') return authError(c, 400, 'validation_failed', 'The local stack generates recovery links only')
    const user = await findUserByEmail(deps.pool, stringField(body, 'email') ?? '')
    const token = user?.email ? await issueRecoveryToken(deps.pool, user.email) : null
    if (!user || !token) return authError(c, 404, 'user_not_found', 'User with this email not found')
    const redirectTo = allowedRedirect(stringField(body, 'redirect_to') ?? undefined, deps.siteUrl).href
    const link = new URL(`${deps.issuer}/verify`)
    link.search = new URLSearchParams({ token, type: 'recovery', redirect_to: redirectTo }).toString()
    return c.json({
      ...userJson(user),
      action_link: link.href,
      email_otp: '',
      hashed_token: '',
      verification_type: 'recovery',
      redirect_to: redirectTo,
    })
  })

  return app
}

/** Supabase Auth lets only the service_role key use its admin API. */
function requireServiceRole(keys: TokenIssuer): MiddlewareHandler {
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
