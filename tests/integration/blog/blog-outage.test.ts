import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startLocalStack, type LocalStack } from '../../../stack/index.ts'
import { type ProductionServer, startProductionServer } from '../../support/server.ts'
import { startTcpProxy, type TcpProxy } from '../tcpProxy.ts'

// The issue's bounds while the database is away: pages read before within 3 s, never-read pages' error
// path within 5 s; recovery needs the breaker's cool-down and a state check, well inside 30 s.
const READ_BEFORE_MS = 3000
const NEVER_READ_MS = 5000
const RECOVERY_MS = 30_000

let dataDir: string
let stack: LocalStack | undefined
let proxy: TcpProxy
let server: ProductionServer
let slugs: string[]

/** This file's own stack, in a folder that outlives it, so it can be stopped and started again with its data. */
async function startStack(): Promise<LocalStack> {
  stack = await startLocalStack({ dataDir, port: await freePort(), quiet: true, root: fileURLToPath(new URL('../../..', import.meta.url)) })
  return stack
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cortinas-outage-'))
  const own = await startStack()
  // Enough posts for list pages that exist but are never read before the outage (a page past the last is a redirect).
  const db = new pg.Client({ connectionString: own.dbUrl })
  await db.connect()
  await db.query(
    `insert into public.posts (slug, title, published) select 'extra-' || n, 'Post extra ' || n, true from generate_series(1, 18) n`,
  )
  await db.end()
  proxy = await startTcpProxy(Number(new URL(own.url).port))
  server = await startProductionServer({ SUPABASE_URL: proxy.url, SUPABASE_ANON_KEY: own.anonKey })
  const listed = await fetch(`${server.url}/blog`).then((response) => response.text())
  slugs = [...new Set([...listed.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((match) => match[1] ?? ''))].filter(
    (slug) => slug !== 'rss.xml',
  )
  if (slugs.length < 4) throw new Error(`the seed should list 4 posts or more, found ${slugs.length}`)
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await proxy?.close()
  await stack?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

/** GET within `ms`, without following redirects: the deadline is the bound, not a speed test. */
const get = (path: string, ms: number) => fetch(`${server.url}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(ms) })

/** Pages read while the database answers; each must keep answering 200 with the same text. */
async function readPages(paths: string[]): Promise<Map<string, string>> {
  const pages = new Map<string, string>()
  for (const path of paths) {
    const response = await get(path, 30_000)
    expect(response.status, path).toBe(200)
    pages.set(path, await response.text())
  }
  return pages
}

async function expectServedFromMemory(pages: Map<string, string>): Promise<void> {
  for (const [path, text] of pages) {
    const response = await get(path, READ_BEFORE_MS)
    expect(response.status, path).toBe(200)
    expect(await response.text(), path).toBe(text)
  }
  // Once the server has noticed, its answers say they may be stale.
  const [first] = pages.keys()
  await expect
    .poll(async () => (await get(first ?? '/blog', READ_BEFORE_MS)).headers.get('cache-status'), { timeout: 10_000 })
    .toMatch(/detail=stale/)
}

async function expectErrorPaths(listPage: string, post: string): Promise<void> {
  const list = await get(listPage, NEVER_READ_MS)
  expect(list.status).toBe(503)
  expect(await list.text()).toContain('Erro ao carregar posts')
  const redirected = await get(`/blog/${post}`, NEVER_READ_MS)
  expect(redirected.status).toBe(302)
  expect(redirected.headers.get('location')).toBe('/blog')
}

async function expectRecovery(listPage: string, post: string): Promise<void> {
  await expect.poll(async () => (await get(listPage, RECOVERY_MS)).status, { timeout: RECOVERY_MS, interval: 500 }).not.toBe(503)
  await expect.poll(async () => (await get(`/blog/${post}`, RECOVERY_MS)).status, { timeout: RECOVERY_MS, interval: 500 }).toBe(200)
  await expect
    .poll(async () => (await get('/blog', RECOVERY_MS)).headers.get('cache-status'), { timeout: RECOVERY_MS, interval: 500 })
    .not.toMatch(/stale/)
}

describe('the blog while the database is away', () => {
  it(
    'hung (accepts, never answers): pages read before are served, never-read ones fail fast, all recovers',
    { timeout: 120_000 },
    async () => {
      const pages = await readPages(['/blog', `/blog/${slugs[0]}`, '/sitemap-blog.xml'])
      proxy.hang()
      await expectServedFromMemory(pages)
      await expectErrorPaths('/blog?page=2', slugs[1] ?? '')
      proxy.forward(Number(new URL(stack?.url ?? '').port))
      await expectRecovery('/blog?page=2', slugs[1] ?? '')
    },
  )

  it(
    'stopped: pages read before are served, never-read ones answer their error path, all recovers when it is back',
    { timeout: 180_000 },
    async () => {
      const pages = await readPages(['/blog', `/blog/${slugs[2]}`, '/blog/rss.xml'])
      await stack?.stop()
      await expectServedFromMemory(pages)
      await expectErrorPaths('/blog?page=3', slugs[3] ?? '')
      proxy.forward(Number(new URL((await startStack()).url).port))
      await expectRecovery('/blog?page=3', slugs[3] ?? '')
    },
  )
})
