import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '../../../admin/sessionCookie.ts'
import { type ProductionServer, startProductionServer } from '../../support/server.ts'
import { insertPosts, type OwnPosts } from '../blogFixture.ts'
import { connectTestStack, type TestStack } from '../testStack.ts'

let t: TestStack
let posts: OwnPosts
let server: ProductionServer

beforeAll(async () => {
  t = await connectTestStack()
  posts = await insertPosts(t, { published: 2 })
  server = await startProductionServer({ SUPABASE_URL: t.stack.url, SUPABASE_ANON_KEY: t.stack.anonKey })
}, 60_000)

afterAll(async () => {
  await server?.stop()
  await t?.stop()
})

/** A session cookie anyone can write: its access token holds `token`, which no request header can carry. */
const forged = (token: string) =>
  `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify({ access_token: token, refresh_token: 'x', expires_at: 9_999_999_999 }))}`

const TOKENS = ['x€', 'a.b\nc.d', 'a.b\u0000.c', `eyJ${'a'.repeat(10_000)}.b.c`]

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init })

describe('forged session cookies (production build)', () => {
  it('get the signed-out admin page, and however many come, the blog keeps reading its database', async () => {
    for (const token of TOKENS) {
      const response = await get('/admin', { headers: { cookie: forged(token) } })
      expect(response.status, JSON.stringify(token.slice(0, 12))).toBe(200)
      expect(response.headers.get('set-cookie')).toBeNull()
    }
    // Three failures in a row would open a shared circuit breaker; these come in parallel, as an attacker's would.
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => get('/admin', { headers: { cookie: forged(TOKENS[i % 4] ?? '') } })),
    )
    expect(burst.map((response) => response.status)).toEqual(burst.map(() => 200))
    // Posts never read before: a breaker opened by the forged cookies would send them to /blog (302).
    for (const slug of posts.published) expect((await get(`/blog/${slug}`)).status, slug).toBe(200)
  })
})

describe('paths no page answers (production build)', () => {
  it('get the prebuilt not-found page, byte for byte, with status 404 and the security headers', async () => {
    const prebuilt = await readFile('dist/client/404.html', 'utf8')
    for (const path of ['/blog/a/b/c', `/blog/${posts.published[0]}/x`, '/nao-existe', '/404', '/404.html']) {
      const response = await get(path, { headers: { 'accept-encoding': 'identity' } })
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toBe(prebuilt)
      expect(response.headers.get('content-security-policy'), path).toContain("default-src 'self'")
      expect(response.headers.get('cache-control'), path).toBe('no-store, max-age=0')
    }
    const compressed = await get('/blog/a/b/c', { headers: { 'accept-encoding': 'br' } })
    expect([compressed.status, compressed.headers.get('content-encoding')]).toEqual([404, 'br'])
  })

  it('leave every page that exists to its route', async () => {
    expect((await get('/robots.txt')).status).toBe(200)
    for (const path of ['/sitemap.xml', '/sitemap-pages.xml', '/sitemap-blog.xml']) expect((await get(path)).status, path).toBe(200)
    expect((await get('/blog/rss.xml')).status).toBe(200)
    expect((await get('/blog')).status).toBe(200)
    expect((await get('/admin/login')).status).toBe(200)
    expect((await get('/blog/post-que-nao-existe')).headers.get('location')).toBe('/blog')
  })
})
