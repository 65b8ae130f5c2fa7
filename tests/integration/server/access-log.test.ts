import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccessEntry } from '../../../server/accessLog/line.ts'
import { storageAccessLogs } from '../../../server/accessLog/storage.ts'
import { startProductionServer } from '../../support/server.ts'
import { connectTestStack, type TestStack } from '../testStack.ts'

// The production server with the service key logs every request, the health path and robots included, and stores
// the hour under way when it is stopped. Its files carry a machine name of this test's own, removed at the end.
let t: TestStack
const machine = `teste-${randomUUID()}`

const store = () => storageAccessLogs({ url: t.stack.url, serviceKey: t.stack.serviceKey })
const ownFiles = async () => {
  const names: string[] = []
  for (const day of await store().days()) names.push(...(await store().files(day)).filter((name) => name.includes(`_${machine}_`)))
  return names
}

beforeAll(async () => {
  t = await connectTestStack()
})

afterAll(async () => {
  const names = await ownFiles()
  if (names.length) await store().remove(names)
  await t?.stop()
})

describe('the access log of the production server', () => {
  it('writes one line per request and stores them in the private bucket when stopped', async () => {
    const { url, anonKey, serviceKey } = t.stack
    const server = await startProductionServer({
      SUPABASE_URL: url,
      SUPABASE_ANON_KEY: anonKey,
      SUPABASE_SERVICE_ROLE_KEY: serviceKey,
      FLY_MACHINE_ID: machine,
    })
    const asked = [
      ['/', 'Mozilla/5.0 (compatible; Googlebot/2.1)'],
      ['/nao-existe?busca=meu+nome', 'Mozilla/5.0 Teste'],
      ['/healthz', 'Consul Health Check'],
    ] as const
    for (const [path, agent] of asked) {
      const response = await fetch(server.url + path, { headers: { 'user-agent': agent, 'x-forwarded-for': '198.51.100.7' } })
      await response.arrayBuffer()
    }
    expect(await ownFiles()).toEqual([])
    const exited = once(server.process, 'exit')
    server.process.kill('SIGTERM')
    expect(await exited).toEqual([0, null])

    const names = await ownFiles()
    expect(names).toHaveLength(1)
    const lines = gunzipSync(await store().get(names[0] ?? ''))
      .toString()
      .trimEnd()
      .split('\n')
    const entries = lines.map((line) => JSON.parse(line) as AccessEntry)
    expect(entries.map((entry) => [entry.method, entry.path, entry.status, entry.agent])).toEqual([
      ['GET', '/', 200, 'Mozilla/5.0 (compatible; Googlebot/2.1)'],
      ['GET', '/nao-existe', 404, 'Mozilla/5.0 Teste'],
      // 503 while the server is still starting, 200 once ready: either is the answer the probe got.
      ['GET', '/healthz', expect.toSatisfy((status: number) => status === 200 || status === 503), 'Consul Health Check'],
    ])
    for (const entry of entries) {
      // No proxy is trusted, so the forged X-Forwarded-For is not the address: the connection's is, with its port.
      expect(entry).toMatchObject({ ip: expect.stringMatching(/^(127\.0\.0\.1|::1)$/), port: expect.any(Number) })
      expect(entry.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/)
    }
  })
})
