import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteContent } from '../../../pages/site'
import { freePort } from '../../../stack/index.ts'
import { insertPublishedJob } from '../../support/jobs.ts'
import { type ProductionServer, startProductionServer } from '../../support/server.ts'
import { startTcpProxy, type TcpProxy } from '../tcpProxy.ts'
import { connectTestStack, unique, type TestStack } from '../testStack.ts'

const VISIBLE_MS = 10_000

let t: TestStack
let proxy: TcpProxy
let server: ProductionServer
let dead: ProductionServer
const slug = unique('trabalho-queda')

beforeAll(async () => {
  t = await connectTestStack()
  proxy = await startTcpProxy(Number(new URL(t.stack.url).port))
  server = await startProductionServer({ SUPABASE_URL: proxy.url, SUPABASE_ANON_KEY: t.stack.anonKey })
  // A server whose database was never there: a port nothing listens on.
  dead = await startProductionServer({
    SUPABASE_URL: `http://127.0.0.1:${await freePort()}`,
    SUPABASE_ANON_KEY: 'sb_publishable_sem-banco',
  })
})

afterAll(async () => {
  await server?.stop()
  await dead?.stop()
  await proxy?.close()
  await t?.sql(`delete from public.jobs where slug = $1`, [slug])
  await t?.stop()
})

const get = (base: string, path: string) => fetch(`${base}${path}`, { signal: AbortSignal.timeout(5000) })

describe('pages with jobs while the database is away', () => {
  it('answer 200 with the last jobs the server knew', { timeout: 60_000 }, async () => {
    const [neighbourhood] = siteContent().neighbourhoods
    if (!neighbourhood) throw new Error('the site has no neighbourhood page')
    await insertPublishedJob(t.sql, { slug, neighbourhood: neighbourhood.slug })
    const link = `href="/portfolio/${slug}"`
    await expect.poll(async () => (await get(server.url, '/portfolio')).text(), { timeout: VISIBLE_MS, interval: 200 }).toContain(link)
    expect((await get(server.url, '/sitemap-blog.xml')).status).toBe(200)
    proxy.hang()
    for (const path of ['/portfolio', '/', neighbourhood.path, `/portfolio/${slug}`]) {
      const response = await get(server.url, path)
      expect(response.status, path).toBe(200)
      expect(await response.text(), path).toContain(path === `/portfolio/${slug}` ? '<h1' : link)
    }
    // Still so once the server has noticed the database is gone: the blog's kept pages then say they may be stale.
    await expect
      .poll(async () => (await get(server.url, '/sitemap-blog.xml')).headers.get('cache-status'), { timeout: VISIBLE_MS })
      .toMatch(/detail=stale/)
    const later = await get(server.url, '/portfolio')
    expect(later.status).toBe(200)
    expect(await later.text()).toContain(link)
  })

  it("answer 200 with the build's page when the jobs were never read", async () => {
    for (const path of ['/portfolio', '/']) {
      const response = await get(dead.url, path)
      expect(response.status, path).toBe(200)
      expect(await response.text(), path).not.toContain('href="/portfolio/')
    }
  })
})
