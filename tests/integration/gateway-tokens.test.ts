import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decodeJwt, SignJWT } from 'jose'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createGateway } from '../../stack/gateway/app.ts'
import { signApiKey } from '../../stack/keys.ts'
import { connectTestStack, createPlainUser, TINY_PNG, unique, type TestStack } from './testStack.ts'

// A gateway of this file's own on the shared database: the tokens below are signed with its secret.
// Its PostgREST address is closed, so a REST call the gateway lets through answers 503, not 401.
let t: TestStack
let pool: pg.Pool
let storageDir: string
let gateway: ReturnType<typeof createGateway>
const jwtSecret = randomBytes(32).toString('base64url')
const issuer = 'http://gateway.test/auth/v1'
let anonKey: string
let serviceKey: string
let accessToken: string
let userId: string
let sessionId: string

beforeAll(async () => {
  t = await connectTestStack()
  pool = new pg.Pool({ connectionString: inject('stack').dbUrl, max: 2 })
  storageDir = await mkdtemp(join(tmpdir(), 'gateway-tokens-'))
  gateway = createGateway({ pool, jwtSecret, issuer, siteUrl: 'http://localhost:3000', storageDir, postgrestUrl: 'http://127.0.0.1:9' })
  anonKey = await signApiKey(jwtSecret, 'anon')
  serviceKey = await signApiKey(jwtSecret, 'service_role')
  const user = await createPlainUser(t, 'portadora')
  userId = user.id
  const session = await gateway.request('/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(user),
  })
  accessToken = ((await session.json()) as { access_token: string }).access_token
  sessionId = String(decodeJwt(accessToken).session_id)
})

afterAll(async () => {
  await Promise.all([t?.stop(), pool?.end(), storageDir && rm(storageDir, { recursive: true, force: true })])
})

/** A token signed with the gateway's own secret, but with the claims given. */
function forge(claims: Record<string, unknown>): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt(now).setExpirationTime(now + 600).sign(new TextEncoder().encode(jwtSecret))
}

const userClaims = () => ({ sub: userId, role: 'authenticated', session_id: sessionId })

function call(path: string, token: string, init: RequestInit = {}): Promise<Response> {
  return Promise.resolve(gateway.request(path, { ...init, headers: { apikey: anonKey, authorization: `Bearer ${token}`, ...init.headers } }))
}

describe('tokens', () => {
  it('from the gateway itself, and its API keys, are accepted', async () => {
    expect((await call('/auth/v1/user', accessToken)).status).toBe(200)
    const users = await gateway.request('/auth/v1/admin/users?per_page=1', { headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}` } })
    expect(users.status).toBe(200)
    const removed = await call('/storage/v1/object/post-images', anonKey, { method: 'DELETE', body: JSON.stringify({ prefixes: [unique('nada')] }) })
    expect(await removed.json()).toEqual([])
    expect((await call('/rest/v1/posts', anonKey)).status).toBe(503)
  })

  it('for another audience or from another issuer are refused by auth, REST and storage', async () => {
    const forged = [
      await forge({ ...userClaims(), iss: issuer, aud: 'outro-servico' }),
      await forge({ ...userClaims(), iss: 'https://outro-projeto.supabase.co/auth/v1', aud: 'authenticated' }),
      await forge({ ...userClaims(), aud: 'authenticated' }),
    ]
    for (const token of forged) {
      expect((await call('/auth/v1/user', token)).status).toBe(401)
      const rest = await call('/rest/v1/posts', token)
      expect(rest.status).toBe(401)
      expect(await rest.json()).toMatchObject({ code: 'PGRST301' })
      const upload = await call(`/storage/v1/object/post-images/${unique('forjada')}.png`, token, { method: 'POST', body: TINY_PNG, headers: { 'content-type': 'image/png' } })
      expect(upload.status).toBe(403)
    }
  })

  it('used as API keys must be the anon or service key', async () => {
    const foreignKey = await forge({ iss: 'supabase', role: 'anon' })
    const answer = await gateway.request('/rest/v1/posts', { headers: { apikey: foreignKey } })
    expect(answer.status).toBe(401)
    expect(await answer.json()).toEqual({ message: 'Invalid API key' })
    const userAsKey = await gateway.request('/rest/v1/posts', { headers: { apikey: accessToken } })
    expect(userAsKey.status).toBe(401)
  })

  it('with a database role other than anon, authenticated or service_role get a JSON 403 from storage', async () => {
    for (const token of [await forge({ iss: 'supabase-local', role: 'postgres' }), await forge({ ...userClaims(), iss: issuer, aud: 'authenticated', role: 'postgres' })]) {
      const upload = await call(`/storage/v1/object/post-images/${unique('superusuario')}.png`, token, { method: 'POST', body: TINY_PNG, headers: { 'content-type': 'image/png' } })
      expect(upload.status).toBe(403)
      expect(await upload.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' })
      const removal = await call('/storage/v1/object/post-images', token, { method: 'DELETE', body: JSON.stringify({ prefixes: ['x.png'] }) })
      expect(removal.status).toBe(403)
      expect((await call('/rest/v1/posts', token)).status).toBe(401)
    }
  })
})
