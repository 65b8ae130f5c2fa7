import { once } from 'node:events'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createNodeClient } from '../../../blog/data/client.ts'
import { siteContent } from '../../../pages/site.ts'
import { CONTACT_TAPS_PATH } from '../../../renderer/frame/contactTaps.ts'
import { createServer } from '../../../server/createServer.ts'
import { freePort } from '../../../stack/index.ts'
import { startProductionServer } from '../../support/server.ts'
import { serverClient } from '../serverClient.ts'
import { startTcpProxy, type TcpProxy } from '../tcpProxy.ts'
import { connectTestStack, createPlainUser, unique, type TestStack } from '../testStack.ts'

let t: TestStack
let proxy: TcpProxy

beforeAll(async () => {
  t = await connectTestStack()
  proxy = await startTcpProxy(Number(new URL(t.stack.url).port))
})

afterAll(async () => {
  vi.restoreAllMocks()
  await proxy?.close()
  await t?.stop()
})

const PERSON =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/** A content page per test, so each reads totals only it adds to. */
const [first, second, third, fourth, fifth] = [...siteContent().routes.keys()]
if (!first || !second || !third || !fourth || !fifth) throw new Error('the site should have five pages or more')

/** A server of this site on the shared stack (or `url`), adding its counts every 50 ms. */
function server(env: Record<string, string | undefined> = {}) {
  const { url, anonKey, serviceKey } = t.stack
  const base = { SUPABASE_URL: url, SUPABASE_ANON_KEY: anonKey, SUPABASE_SERVICE_ROLE_KEY: serviceKey, CONTACT_TAPS_FLUSH_MS: '50' }
  return serverClient(createServer({ ...base, ...env }, { content: siteContent, servesBuild: true }))
}

/** What Chromium says of a beacon sent by one of the site's own pages. */
const OWN_PAGE: Record<string, string> = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' }

/** A beacon as Chromium sends it: JSON as text/plain, from the connection `ip`, by `from` (a page of the site). */
function tap(client: ReturnType<typeof server>, body: unknown, { ip = '203.0.113.5', userAgent = PERSON, from = OWN_PAGE } = {}) {
  return client(CONTACT_TAPS_PATH, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent, ...from },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ip,
  })
}

/** Today's total (São Paulo's day) of a page and kind, as stored. */
async function total(path: string, kind: string): Promise<number> {
  const [row] = await t.sql<{ count: string }>(
    `select count from public.contact_taps where day = (now() at time zone 'America/Sao_Paulo')::date and path = $1 and kind = $2`,
    [path, kind],
  )
  return Number(row?.count ?? 0)
}

describe('the contact taps endpoint', () => {
  it('counts a tap once per address, page and kind, and drops bots and repeats', async () => {
    const client = server({ TRUSTED_PROXIES: '10.0.0.0/8' })
    const [whatsapp, phone] = [await total(first, 'whatsapp'), await total(first, 'phone')]
    for (let i = 0; i < 5; i++) expect((await tap(client, { path: first, kind: 'whatsapp' })).status).toBe(204)
    for (const userAgent of ['WhatsApp/2.23.20.0 A', 'facebookexternalhit/1.1', 'Mozilla/5.0 (compatible; Googlebot/2.1)', ''])
      expect((await tap(client, { path: first, kind: 'whatsapp' }, { ip: '203.0.113.9', userAgent })).status).toBe(204)
    await tap(client, { path: first, kind: 'whatsapp' }, { ip: '203.0.113.6' })
    // Behind a load balancer the operator named, the visitor is the last forwarded address.
    await tap(client, { path: first, kind: 'whatsapp' }, { ip: '10.0.0.2' })
    await client(CONTACT_TAPS_PATH, {
      method: 'POST',
      headers: { 'user-agent': PERSON, 'x-forwarded-for': '198.51.100.7', ...OWN_PAGE },
      body: JSON.stringify({ path: first, kind: 'whatsapp' }),
      ip: '10.0.0.2',
    })
    await tap(client, { path: first, kind: 'phone' })
    await expect.poll(() => total(first, 'whatsapp')).toBe(whatsapp + 4)
    expect(await total(first, 'phone')).toBe(phone + 1)
  })

  it('answers what is not a tap with 4xx, with the security headers of every answer', async () => {
    const client = server()
    const refused = [
      [{ path: '/pagina-que-nao-existe', kind: 'whatsapp' }, 404],
      [{ path: '/blog/post-que-nao-existe', kind: 'phone' }, 404],
      [{ path: first, kind: 'sms' }, 400],
      [{ path: 'https://outro.site/', kind: 'phone' }, 400],
      ['não é JSON', 400],
      [JSON.stringify({ path: first, kind: 'phone', extra: 'x'.repeat(600) }), 413],
    ] as const
    for (const [body, status] of refused) {
      const response = await tap(client, body)
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
    const read = await client(CONTACT_TAPS_PATH)
    expect([read.status, read.headers.get('allow')]).toEqual([405, 'POST'])
    expect((await tap(client, { path: '/blog', kind: 'phone' }, { ip: '203.0.113.77' })).status).toBe(204)
  })

  it("refuses another site's page with 403 and counts nothing; a page of the site counts, whichever header says so", async () => {
    const client = server()
    const before = await total(second, 'phone')
    const elsewhere: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://outro.exemplo' },
      { 'sec-fetch-site': 'same-site', origin: 'http://blog.localhost' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://outro.exemplo' },
      { origin: 'null' },
      {},
    ]
    for (const [index, from] of elsewhere.entries()) {
      const response = await tap(client, { path: second, kind: 'phone' }, { ip: `203.0.113.${100 + index}`, from })
      expect(response.status, JSON.stringify(from)).toBe(403)
    }
    expect((await tap(client, { path: second, kind: 'phone' }, { ip: '203.0.113.120', from: { origin: 'http://localhost' } })).status).toBe(
      204,
    )
    expect((await tap(client, { path: second, kind: 'phone' }, { ip: '203.0.113.121' })).status).toBe(204)
    await expect.poll(() => total(second, 'phone')).toBe(before + 2)
  })

  it('believes X-Forwarded-For from no one unless TRUSTED_PROXIES names them, loopback included', async () => {
    const client = server()
    const before = await total(third, 'whatsapp')
    for (const forwarded of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      const response = await client(CONTACT_TAPS_PATH, {
        method: 'POST',
        headers: { 'user-agent': PERSON, 'x-forwarded-for': forwarded, ...OWN_PAGE },
        body: JSON.stringify({ path: third, kind: 'whatsapp' }),
        ip: '127.0.0.1',
      })
      expect(response.status).toBe(204)
    }
    await expect.poll(() => total(third, 'whatsapp')).toBe(before + 1)
  })

  it("on a Fly.io machine, counts each visitor by the Fly-Client-IP of Fly's proxy, whatever X-Forwarded-For says", async () => {
    const client = server({ FLY_APP_NAME: 'cortinas', FLY_MACHINE_ID: '148e21ea7d5d89' })
    const before = await total(fifth, 'whatsapp')
    const taps = [
      ['198.51.100.1', '6.6.6.6'],
      ['198.51.100.2', '6.6.6.6'],
      ['198.51.100.1', '7.7.7.7'],
    ] as const
    for (const [visitor, forged] of taps) {
      const response = await client(CONTACT_TAPS_PATH, {
        method: 'POST',
        headers: { 'user-agent': PERSON, 'fly-client-ip': visitor, 'x-forwarded-for': `${forged}, ${visitor}, 66.241.124.10`, ...OWN_PAGE },
        body: JSON.stringify({ path: fifth, kind: 'whatsapp' }),
        ip: '172.16.5.2',
      })
      expect(response.status).toBe(204)
    }
    await expect.poll(() => total(fifth, 'whatsapp')).toBe(before + 2)
  })

  it('adds the taps of two servers into one total', async () => {
    const before = await total(second, 'whatsapp')
    const [one, two] = [server(), server()]
    await tap(one, { path: second, kind: 'whatsapp' })
    await tap(two, { path: second, kind: 'whatsapp' })
    await expect.poll(() => total(second, 'whatsapp')).toBe(before + 2)
  })

  it('keeps the taps in memory while the database is away and adds them when it is back', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const before = await total(third, 'phone')
    const client = server({ SUPABASE_URL: proxy.url })
    proxy.forward(await freePort())
    await tap(client, { path: third, kind: 'phone' }, { ip: '203.0.113.20' })
    await expect.poll(() => errors.mock.calls.some(([message]) => String(message).includes('could not add the taps'))).toBe(true)
    await tap(client, { path: third, kind: 'phone' }, { ip: '203.0.113.21' })
    expect(await total(third, 'phone')).toBe(before)
    proxy.forward(Number(new URL(t.stack.url).port))
    await expect.poll(() => total(third, 'phone'), { timeout: 10_000 }).toBe(before + 2)
    errors.mockRestore()
  })

  it('adds what it holds when the production server is stopped', async () => {
    const before = await total(fifth, 'whatsapp')
    const { url, anonKey, serviceKey } = t.stack
    const server = await startProductionServer({
      SUPABASE_URL: url,
      SUPABASE_ANON_KEY: anonKey,
      SUPABASE_SERVICE_ROLE_KEY: serviceKey,
      CONTACT_TAPS_FLUSH_MS: '600000',
    })
    const response = await fetch(server.url + CONTACT_TAPS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PERSON, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ path: fifth, kind: 'whatsapp' }),
    })
    expect(response.status).toBe(204)
    expect(await total(fifth, 'whatsapp')).toBe(before)
    const exited = once(server.process, 'exit')
    server.process.kill('SIGTERM')
    // A clean stop: exit code 0, as a platform replacing the instance expects.
    expect(await exited).toEqual([0, null])
    expect(await total(fifth, 'whatsapp')).toBe(before + 1)
  })

  it('without the service key answers 204, counts nothing and says why once', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const before = await total(fourth, 'phone')
    const client = server({ SUPABASE_SERVICE_ROLE_KEY: undefined })
    expect((await tap(client, { path: fourth, kind: 'phone' }, { ip: '203.0.113.30' })).status).toBe(204)
    expect((await tap(client, { path: fourth, kind: 'phone' }, { ip: '203.0.113.31' })).status).toBe(204)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await total(fourth, 'phone')).toBe(before)
    expect(errors.mock.calls.filter(([message]) => String(message).includes('SUPABASE_SERVICE_ROLE_KEY'))).toHaveLength(1)
    errors.mockRestore()
  })
})

describe('who reaches the counts', () => {
  const rows = (path: string) => [{ day: '2026-11-20', path, kind: 'whatsapp', count: 3 }]

  it('the public key can neither add, read nor write them', async () => {
    const path = `/${unique('teste-anon')}`
    await t.sql(`insert into public.contact_taps values ('2026-11-20', $1, 'phone', 1)`, [path])
    const anon = t.anon()
    expect((await anon.rpc('add_contact_taps', { rows: rows(path) })).error).not.toBeNull()
    expect((await anon.from('contact_taps').select('*')).error).not.toBeNull()
    expect((await anon.from('contact_taps').insert(rows(path))).error).not.toBeNull()
    expect((await anon.rpc('contact_taps_report', { days: 7 })).error).not.toBeNull()
    expect(await t.sql(`select kind, count from public.contact_taps where path = $1`, [path])).toEqual([{ kind: 'phone', count: '1' }])
  })

  it('a signed-in user who is not an admin can neither add nor read them', async () => {
    const path = `/${unique('teste-usuario')}`
    await t.sql(`insert into public.contact_taps values ('2026-11-20', $1, 'phone', 1)`, [path])
    const user = await t.signedIn(await createPlainUser(t))
    expect((await user.rpc('add_contact_taps', { rows: rows(path) })).error).not.toBeNull()
    expect((await user.from('contact_taps').insert(rows(path))).error).not.toBeNull()
    expect((await user.from('contact_taps').update({ count: 99 }).eq('path', path).select()).data ?? []).toEqual([])
    expect((await user.from('contact_taps').select('*').eq('path', path)).data).toEqual([])
    expect((await user.rpc('contact_taps_report', { days: 7 })).error?.code).toBe('42501')
    expect(await t.sql(`select count from public.contact_taps where path = $1`, [path])).toEqual([{ count: '1' }])
  })

  it('an admin reads them, per day and page against the days before, and cannot write them either', async () => {
    const path = `/${unique('teste-admin')}`
    await t.sql(
      `insert into public.contact_taps
       select (now() at time zone 'America/Sao_Paulo')::date - d, $1, k, c
       from (values (0, 'whatsapp', 2), (6, 'phone', 1), (7, 'whatsapp', 5)) v(d, k, c)`,
      [path],
    )
    const admin = await t.signedIn(t.stack.admin)
    const { data, error } = await admin.from('contact_taps').select('kind, count').eq('path', path).order('kind')
    expect(error).toBeNull()
    expect(data).toEqual([
      { kind: 'phone', count: 1 },
      { kind: 'whatsapp', count: 2 },
      { kind: 'whatsapp', count: 5 },
    ])
    const report = await admin.rpc('contact_taps_report', { days: 7 })
    expect(report.error).toBeNull()
    expect(report.data.pages).toContainEqual({ path, whatsapp: 2, phone: 1 })
    expect(report.data.previous.whatsapp).toBeGreaterThanOrEqual(5)
    expect((await admin.rpc('add_contact_taps', { rows: rows(path) })).error).not.toBeNull()
    expect((await admin.rpc('contact_taps_report', { days: 0 })).error?.code).toBe('22023')
  })

  it('the service key adds to the totals, never replaces them', async () => {
    const path = `/${unique('teste-servico')}`
    const service = createNodeClient(t.stack.url, t.stack.serviceKey)
    const twice = [...rows(path), ...rows(path)]
    expect((await service.rpc('add_contact_taps', { rows: twice })).error).toBeNull()
    expect((await service.rpc('add_contact_taps', { rows: rows(path) })).error).toBeNull()
    expect(await t.sql(`select count from public.contact_taps where path = $1`, [path])).toEqual([{ count: '9' }])
  })
})
