import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ownGateway, type OwnGateway } from './ownGateway.ts'

// Supabase Auth limits the factor challenge and verify endpoints per client address, each with its own token bucket
// (15 a minute, 30 at once by default); the test gateway holds a bucket of 3 so a few requests reach its end.
let gateway: OwnGateway
let app: Hono

beforeAll(async () => {
  gateway = await ownGateway()
  app = gateway.rebuild({ factorLimits: { perMinute: 15, burst: 3, maxTracked: 100 } })
})

afterAll(() => gateway?.close())

const call = (step: 'challenge' | 'verify', address: string) =>
  Promise.resolve(
    app.request(
      `/auth/v1/factors/${crypto.randomUUID()}/${step}`,
      { method: 'POST', headers: { apikey: gateway.anonKey, 'content-type': 'application/json' }, body: '{}' },
      { incoming: { socket: { remoteAddress: address } } },
    ),
  )

describe('factor challenge and verify limits', () => {
  it('answer 429 with Retry-After to an address past its bucket, before any other check; other addresses and the other endpoint go on', async () => {
    for (let request = 0; request < 3; request += 1) expect((await call('challenge', '10.8.0.1')).status).not.toBe(429)
    const limited = await call('challenge', '10.8.0.1')
    expect(limited.status).toBe(429)
    expect(await limited.json()).toMatchObject({ code: 'over_request_rate_limit' })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(4)
    expect((await call('challenge', '10.8.0.2')).status).not.toBe(429)
    expect((await call('verify', '10.8.0.1')).status).not.toBe(429)
  })
})
