import { readFile } from 'node:fs/promises'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lastLinkTo } from '../gateway/auth/outbox.ts'
import { ownGateway, type OwnGateway } from './ownGateway.ts'
import { connectTestStack, createPlainUser, unique, type TestStack } from './harness.ts'

// Each test builds its own gateway (site URL http://localhost:3000) on the shared database, so its
// recovery limits belong to that test alone; requests name their client address as serve.ts would.
let t: TestStack
let gateway: OwnGateway

beforeAll(async () => {
  t = await connectTestStack()
  gateway = await ownGateway()
})

afterAll(async () => {
  await Promise.all([t?.stop(), gateway?.close()])
})

function recover(app: Hono, email: string, address: string, redirectTo = 'http://localhost:3000/admin/nova-senha'): Promise<Response> {
  return Promise.resolve(
    app.request(
      `/auth/v1/recover?redirect_to=${encodeURIComponent(redirectTo)}`,
      { method: 'POST', headers: { apikey: gateway.anonKey, 'content-type': 'application/json' }, body: JSON.stringify({ email }) },
      { incoming: { socket: { remoteAddress: address } } },
    ),
  )
}

async function mailsTo(email: string): Promise<number> {
  const lines = (await readFile(gateway.outbox, 'utf8').catch(() => '')).split('\n').filter(Boolean)
  return lines.filter((line) => (JSON.parse(line) as { to: string }).to === email).length
}

/** Where the link's /verify sends the browser, with the fragment read apart. */
async function follow(app: Hono, link: string): Promise<{ target: string; fragment: URLSearchParams }> {
  const url = new URL(link)
  const response = await app.request(url.pathname.replace(/^.*\/auth\/v1/, '/auth/v1') + url.search)
  expect(response.status).toBe(303)
  const location = new URL(response.headers.get('location') ?? '')
  return { target: location.origin + location.pathname, fragment: new URLSearchParams(location.hash.slice(1)) }
}

describe('password recovery requests', () => {
  it('send at most the limit of emails to one address; past it the answer is the same, no email leaves and the last link still works', async () => {
    const app = gateway.rebuild({ recoveryLimits: { perAddress: 100, perEmail: 2, windowSeconds: 3600, maxTracked: 100 } })
    const user = await createPlainUser(t, 'inundada')
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await recover(app, user.email, `10.9.0.${attempt + 1}`)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({})
    }
    expect(await mailsTo(user.email)).toBe(2)
    const unknown = await recover(app, `${unique('ninguem')}@exemplo.com.br`, '10.9.0.9')
    expect(await unknown.json()).toEqual({})
    const { fragment } = await follow(app, (await lastLinkTo(gateway.outbox, user.email)) ?? '')
    expect(fragment.get('type')).toBe('recovery')
    expect(fragment.get('access_token')).toBeTruthy()
  })

  it('from one address past its limit get 429 with Retry-After, whatever the email; another address still asks', async () => {
    const app = gateway.rebuild({ recoveryLimits: { perAddress: 2, perEmail: 100, windowSeconds: 3600, maxTracked: 100 } })
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await recover(app, `${unique('x')}@exemplo.com.br`, '10.9.1.1')).status).toBe(200)
    const user = await createPlainUser(t, 'limitada')
    const refused = await recover(app, user.email, '10.9.1.1')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600)
    expect(await refused.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' })
    expect(await mailsTo(user.email)).toBe(0)
    expect((await recover(app, user.email, '10.9.1.2')).status).toBe(200)
    expect(await mailsTo(user.email)).toBe(1)
  })
})

describe('recovery links', () => {
  it.each([
    'http://127.0.0.1:9999/steal',
    'http://localhost:9999/steal',
    'https://localhost:3000/admin/nova-senha',
    'http://localhost:3000.evil.example/admin',
    'http://evil.example/admin/nova-senha',
    'javascript:alert(1)',
    '//evil.example/admin',
  ])('never carry the session to %s, only to the site URL', async (redirectTo) => {
    const user = await createPlainUser(t, 'desviada')
    expect((await recover(gateway.app, user.email, '10.9.2.1', redirectTo)).status).toBe(200)
    const link = (await lastLinkTo(gateway.outbox, user.email)) ?? ''
    expect(new URL(link).searchParams.get('redirect_to')).toBe('http://localhost:3000/')
    const tampered = new URL(link)
    tampered.searchParams.set('redirect_to', redirectTo)
    const { target, fragment } = await follow(gateway.app, tampered.href)
    expect(target).toBe('http://localhost:3000/')
    expect(fragment.get('access_token')).toBeTruthy()
  })

  it('keep a page of the site’s own origin, also when the link is invalid', async () => {
    const user = await createPlainUser(t, 'certa')
    await recover(gateway.app, user.email, '10.9.3.1')
    const link = (await lastLinkTo(gateway.outbox, user.email)) ?? ''
    expect(new URL(link).searchParams.get('redirect_to')).toBe('http://localhost:3000/admin/nova-senha')
    expect((await follow(gateway.app, link)).target).toBe('http://localhost:3000/admin/nova-senha')
    const spent = await follow(gateway.app, link)
    expect(spent.target).toBe('http://localhost:3000/admin/nova-senha')
    expect(spent.fragment.get('error_code')).toBe('otp_expired')
    const forged = await gateway.app.request('/auth/v1/verify?type=recovery&token=falso&redirect_to=http://127.0.0.1:9999/steal')
    expect(forged.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/#error=access_denied/)
  })
})
