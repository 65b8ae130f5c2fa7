import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { pgcryptoComparator } from '../gateway/auth/passwords.ts'
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from '../gateway/auth/signInLimits.ts'
import { ownGateway, type OwnGateway } from './ownGateway.ts'
import { connectTestStack, createPlainUser, unique, type Login, type TestStack } from './harness.ts'

// Each test builds its own gateway on the shared database, so its sign-in limits and its password
// comparator belong to that test alone; requests name their client address as serve.ts would.
let t: TestStack
let gateway: OwnGateway

beforeAll(async () => {
  t = await connectTestStack()
  gateway = await ownGateway()
})

afterAll(async () => {
  await Promise.all([t?.stop(), gateway?.close()])
})

function signIn(app: Hono, login: Login, remoteAddress: string): Promise<Response> {
  return Promise.resolve(
    app.request(
      '/auth/v1/token?grant_type=password',
      { method: 'POST', headers: { apikey: gateway.anonKey, 'content-type': 'application/json' }, body: JSON.stringify(login) },
      // What @hono/node-server hands the app as c.env: the client's socket.
      { incoming: { socket: { remoteAddress } } },
    ),
  )
}

const wrong = (login: Login): Login => ({ ...login, password: 'senha-errada' })
const stranger = (): Login => ({ email: `${unique('estranho')}@exemplo.com.br`, password: 'qualquer-senha' })

async function expectRateLimited(response: Response, windowSeconds: number): Promise<void> {
  expect(response.status).toBe(429)
  const retryAfter = Number(response.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds)
  expect(await response.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' })
}

const limits = (changes: Partial<SignInLimits>): SignInLimits => ({
  ...DEFAULT_SIGN_IN_LIMITS,
  windowSeconds: 60,
  maxTracked: 100,
  ...changes,
})

describe('failed password sign-ins', () => {
  it('slow one address guessing one email: 429 with Retry-After, even for the right password, other emails still checked', async () => {
    const app = gateway.rebuild({ signInLimits: limits({ perAddressAndEmail: 3 }) })
    const user = await createPlainUser(t, 'adivinhada')
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await signIn(app, wrong(user), '10.1.0.1')).status).toBe(400)
    await expectRateLimited(await signIn(app, user, '10.1.0.1'), 60)
    await expectRateLimited(await signIn(app, { ...user, email: user.email.toUpperCase() }, '10.1.0.1'), 60)
    const neighbour = await createPlainUser(t, 'vizinha')
    expect((await signIn(app, neighbour, '10.1.0.1')).status).toBe(200)
    expect((await signIn(app, user, '10.1.0.2')).status).toBe(200)
  })

  it('at one email from many addresses shut out the addresses that failed, not the owner at an address with no failure', async () => {
    const app = gateway.rebuild({ signInLimits: limits({ perEmail: 3 }) })
    const owner = await createPlainUser(t, 'dona')
    for (const address of ['10.7.0.1', '10.7.0.2', '10.7.0.3']) expect((await signIn(app, wrong(owner), address)).status).toBe(400)
    await expectRateLimited(await signIn(app, owner, '10.7.0.1'), 60)
    expect((await signIn(app, wrong(owner), '10.7.0.4')).status).toBe(400)
    await expectRateLimited(await signIn(app, wrong(owner), '10.7.0.4'), 60)
    expect((await signIn(app, owner, '10.7.0.9')).status).toBe(200)
    expect((await signIn(app, owner, '10.7.0.9')).status).toBe(200)
  })

  it('block an address with 429 and Retry-After, whatever email it tries next', async () => {
    const app = gateway.rebuild({ signInLimits: limits({ perAddress: 3 }) })
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await signIn(app, stranger(), '10.2.0.1')).status).toBe(400)
    const user = await createPlainUser(t, 'mesmo-ip')
    await expectRateLimited(await signIn(app, user, '10.2.0.1'), 60)
    expect((await signIn(app, user, '10.2.0.2')).status).toBe(200)
  })

  it('are forgiven once the window has passed', async () => {
    const app = gateway.rebuild({ signInLimits: limits({ perAddressAndEmail: 1 }) })
    const user = await createPlainUser(t, 'paciente')
    expect((await signIn(app, wrong(user), '10.3.0.1')).status).toBe(400)
    expect((await signIn(app, user, '10.3.0.1')).status).toBe(429)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 })
    try {
      expect((await signIn(app, user, '10.3.0.1')).status).toBe(200)
    } finally {
      vi.useRealTimers()
    }
  })

  it('are kept for a bounded number of keys, the oldest forgotten first', async () => {
    const app = gateway.rebuild({ signInLimits: limits({ perAddressAndEmail: 1, maxTracked: 2 }) })
    const [first, second, third] = [stranger(), stranger(), stranger()]
    expect((await signIn(app, first, '10.4.0.1')).status).toBe(400)
    expect((await signIn(app, first, '10.4.0.1')).status).toBe(429)
    expect((await signIn(app, second, '10.4.0.1')).status).toBe(400)
    expect((await signIn(app, third, '10.4.0.1')).status).toBe(400)
    expect((await signIn(app, third, '10.4.0.1')).status).toBe(429)
    expect((await signIn(app, first, '10.4.0.1')).status).toBe(400)
  })

  it('with the default limits block an address after 30 failures in a row', async () => {
    const app = gateway.rebuild({ comparePassword: async () => false })
    for (let attempt = 0; attempt < 30; attempt += 1) expect((await signIn(app, stranger(), '10.5.0.1')).status).toBe(400)
    await expectRateLimited(await signIn(app, stranger(), '10.5.0.1'), 300)
  })

  it('with the default limits give one address 5 guesses at an email, and never lock its owner out', async () => {
    const owner = await createPlainUser(t, 'sitiada')
    const app = gateway.rebuild({ comparePassword: async (password) => password === owner.password })
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn(app, wrong(owner), '10.8.0.1')).status).toBe(400)
    await expectRateLimited(await signIn(app, wrong(owner), '10.8.0.1'), 300)
    for (let address = 2; address <= 21; address += 1) expect((await signIn(app, wrong(owner), `10.8.0.${address}`)).status).toBe(400)
    for (let address = 2; address <= 21; address += 1) expect((await signIn(app, wrong(owner), `10.8.0.${address}`)).status).toBe(429)
    expect((await signIn(app, owner, '10.8.1.1')).status).toBe(200)
  })
})

describe('wrong current passwords in a password change', () => {
  it('count as failed sign-ins of that address and email', async () => {
    const app = gateway.rebuild({ signInLimits: limits({ perAddressAndEmail: 2 }) })
    const user = await createPlainUser(t, 'troca-adivinhada')
    const { access_token } = (await (await signIn(app, user, '10.10.0.1')).json()) as { access_token: string }
    const change = (current: string) =>
      app.request(
        '/auth/v1/user',
        {
          method: 'PUT',
          headers: { apikey: gateway.anonKey, authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ password: 'senha-nova-segura', current_password: current }),
        },
        { incoming: { socket: { remoteAddress: '10.10.0.1' } } },
      )
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await change('chute-errado')).status).toBe(400)
    await expectRateLimited(await change(user.password), 60)
    await expectRateLimited(await signIn(app, user, '10.10.0.1'), 60)
    expect((await signIn(app, user, '10.10.0.2')).status).toBe(200)
  })
})

describe('an unknown email', () => {
  it('costs one bcrypt compare with a hash of the same cost as a real user’s', async () => {
    const compare = pgcryptoComparator(gateway.pool)
    const hashes: string[] = []
    const app = gateway.rebuild({ comparePassword: (password, hash) => (hashes.push(hash), compare(password, hash)) })
    const user = { email: `${unique('conhecida')}@exemplo.com.br`, password: 'senha-do-teste' }
    const created = await app.request('/auth/v1/admin/users', {
      method: 'POST',
      headers: { apikey: gateway.serviceKey, authorization: `Bearer ${gateway.serviceKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...user, email_confirm: true }),
    })
    expect(created.status).toBe(200)
    const unknown = await signIn(app, stranger(), '10.6.0.1')
    expect(await unknown.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' })
    expect((await signIn(app, wrong(user), '10.6.0.1')).status).toBe(400)
    expect((await signIn(app, user, '10.6.0.1')).status).toBe(200)
    expect(hashes).toHaveLength(3)
    const [dummy, real] = hashes.map((hash) => hash.match(/^\$2[abxy]\$\d\d\$/)?.[0])
    expect(dummy).toBe(real)
    expect(Number(real?.slice(4, 6))).toBeGreaterThanOrEqual(10)
    expect(hashes[0]).not.toBe(hashes[1])
  })
})
