import { decodeJwt, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ownGateway, type OwnGateway } from './ownGateway.ts'
import { connectTestStack, createPlainUser, TINY_PNG, unique, type TestStack } from './harness.ts'

// A gateway of this file's own on the shared database: the tokens below are signed with its secret.
// It has no PostgREST, so a REST call the gateway lets through answers 503, not 401.
let t: TestStack
let gateway: OwnGateway
let accessToken: string
let userId: string
let sessionId: string

beforeAll(async () => {
  t = await connectTestStack()
  gateway = await ownGateway()
  const user = await createPlainUser(t, 'portadora')
  userId = user.id
  const session = await gateway.app.request('/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: { apikey: gateway.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(user),
  })
  accessToken = ((await session.json()) as { access_token: string }).access_token
  sessionId = String(decodeJwt(accessToken).session_id)
})

afterAll(async () => {
  await Promise.all([t?.stop(), gateway?.close()])
})

/** A token signed with the gateway's own secret, but with the claims given. */
function forge(claims: Record<string, unknown>): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(gateway.jwtSecret))
}

const userClaims = () => ({ sub: userId, role: 'authenticated', session_id: sessionId })

function call(path: string, token: string, init: RequestInit = {}): Promise<Response> {
  return Promise.resolve(
    gateway.app.request(path, {
      ...init,
      headers: { apikey: gateway.anonKey, authorization: `Bearer ${token}`, ...Object.fromEntries(new Headers(init.headers)) },
    }),
  )
}

describe('tokens', () => {
  it('from the gateway itself, and its API keys, are accepted', async () => {
    expect((await call('/auth/v1/user', accessToken)).status).toBe(200)
    const users = await gateway.app.request('/auth/v1/admin/users?per_page=1', {
      headers: { apikey: gateway.serviceKey, authorization: `Bearer ${gateway.serviceKey}` },
    })
    expect(users.status).toBe(200)
    const removed = await call('/storage/v1/object/post-images', gateway.anonKey, {
      method: 'DELETE',
      body: JSON.stringify({ prefixes: [unique('nada')] }),
    })
    expect(await removed.json()).toEqual([])
    expect((await call('/rest/v1/posts', gateway.anonKey)).status).toBe(503)
  })

  it('for another audience or from another issuer are refused by auth, REST and storage', async () => {
    const forged = [
      await forge({ ...userClaims(), iss: gateway.issuer, aud: 'outro-servico' }),
      await forge({ ...userClaims(), iss: 'https://outro-projeto.supabase.co/auth/v1', aud: 'authenticated' }),
      await forge({ ...userClaims(), aud: 'authenticated' }),
    ]
    for (const token of forged) {
      expect((await call('/auth/v1/user', token)).status).toBe(401)
      const rest = await call('/rest/v1/posts', token)
      expect(rest.status).toBe(401)
      expect(await rest.json()).toMatchObject({ code: 'PGRST301' })
      const upload = await call(`/storage/v1/object/post-images/${unique('forjada')}.png`, token, {
        method: 'POST',
        body: TINY_PNG,
        headers: { 'content-type': 'image/png' },
      })
      expect(upload.status).toBe(403)
    }
  })

  it('used as API keys must be the anon or service key', async () => {
    const foreignKey = await forge({ iss: 'supabase', role: 'anon' })
    const answer = await gateway.app.request('/rest/v1/posts', { headers: { apikey: foreignKey } })
    expect(answer.status).toBe(401)
    expect(await answer.json()).toEqual({ message: 'Invalid API key' })
    const userAsKey = await gateway.app.request('/rest/v1/posts', { headers: { apikey: accessToken } })
    expect(userAsKey.status).toBe(401)
  })

  it('with a database role other than anon, authenticated or service_role get a JSON 403 from storage', async () => {
    for (const token of [
      await forge({ iss: 'supabase-local', role: 'postgres' }),
      await forge({ ...userClaims(), iss: gateway.issuer, aud: 'authenticated', role: 'postgres' }),
    ]) {
      const upload = await call(`/storage/v1/object/post-images/${unique('superusuario')}.png`, token, {
        method: 'POST',
        body: TINY_PNG,
        headers: { 'content-type': 'image/png' },
      })
      expect(upload.status).toBe(403)
      expect(await upload.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' })
      const removal = await call('/storage/v1/object/post-images', token, {
        method: 'DELETE',
        body: JSON.stringify({ prefixes: ['x.png'] }),
      })
      expect(removal.status).toBe(403)
      expect((await call('/rest/v1/posts', token)).status).toBe(401)
    }
  })

  it('of a signed-in user live five minutes: refused by auth and REST once expired, replaced by a refresh', async () => {
    const user = await createPlainUser(t, 'cinco-minutos')
    const signIn = await gateway.app.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { apikey: gateway.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(user),
    })
    const session = (await signIn.json()) as { access_token: string; refresh_token: string; expires_in: number }
    const { exp = 0, iat = 0 } = decodeJwt(session.access_token)
    expect({ lifetime: exp - iat, expiresIn: session.expires_in }).toEqual({ lifetime: 300, expiresIn: 300 })
    vi.useFakeTimers({ toFake: ['Date'], now: (exp + 1) * 1000 })
    try {
      expect((await call('/auth/v1/user', session.access_token)).status).toBe(401)
      expect((await call('/rest/v1/posts', session.access_token)).status).toBe(401)
      const refreshed = await gateway.app.request('/auth/v1/token?grant_type=refresh_token', {
        method: 'POST',
        headers: { apikey: gateway.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: session.refresh_token }),
      })
      const { access_token } = (await refreshed.json()) as { access_token: string }
      expect((await call('/auth/v1/user', access_token)).status).toBe(200)
    } finally {
      vi.useRealTimers()
    }
  })
})
