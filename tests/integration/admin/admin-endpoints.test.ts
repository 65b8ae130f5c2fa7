import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { adminEndpoints } from '../../../admin/server/endpoints.ts'
import { BLOG_CACHE_PATH, PREVIEW_PATH, SITE_VERSION_PATH } from '../../../admin/siteEndpoints.ts'
import { createPostsClient } from '../../../blog/data/client.ts'
import { createFreshness, readBlogState } from '../../../blog/data/freshness.ts'
import { createBlogReader } from '../../../blog/data/posts.ts'
import { blogPagesMiddleware, createBlogPages } from '../../../server/blogPageCache.ts'
import { requestRoutes } from '../../../server/requestRoutes.ts'
import { through } from '../../../server/http/through.ts'
import { createPostSanitizer } from '../../../blog/sanitize.ts'
import { siteContent } from '../../../pages/site.ts'
import { freePort } from '../../../stack/index.ts'
import { insertPost } from '../blogFixture.ts'
import { connectTestStack, createPlainUser, unique, type Login, type TestStack } from '../testStack.ts'

const { site } = siteContent()

let t: TestStack
let adminToken: string
let userToken: string

const tokenOf = async (login: Login) => (await (await t.signedIn(login)).auth.getSession()).data.session?.access_token ?? ''

/** The admin endpoints as the server builds them, over the test stack and beside a blog whose freshness they bump. */
function endpoints(url = t.stack.url) {
  const client = createPostsClient({ url, anonKey: t.stack.anonKey })
  const freshness = createFreshness({ read: () => readBlogState(client) })
  const app = adminEndpoints({
    supabase: client,
    clearCache: freshness.bump,
    warmImages: () => {},
    sanitize: createPostSanitizer(site.siteUrl),
  })
  return { app, client, freshness }
}

const dropCache = (token?: string, app = endpoints().app) =>
  app.request(BLOG_CACHE_PATH, { method: 'DELETE', headers: token ? { authorization: `Bearer ${token}` } : {} })

beforeAll(async () => {
  t = await connectTestStack()
  adminToken = await tokenOf(t.stack.admin)
  userToken = await tokenOf(await createPlainUser(t, 'leitora'))
})

afterAll(() => t?.stop())

describe('the blog cache endpoint', () => {
  it("makes this server's cached blog pages out of date for an admin, so a change shows at once", async () => {
    // A post page reduced to its title, behind the server's page cache.
    const { app, client, freshness } = endpoints()
    const reader = createBlogReader({ client })
    const render = async (request: Request) => {
      const post = await reader.post(new URL(request.url).pathname.slice('/blog/'.length))
      return { response: new Response(post?.title ?? 'nenhum'), failed: false }
    }
    const cache = blogPagesMiddleware(
      createBlogPages({ render, routeOf: requestRoutes(() => new Map()), freshness, index: reader.index, ttlMs: 60_000 }),
    )
    // A post the cache does not know of yet is sent to the list.
    const postPage = async (slug: string) => {
      const response = await through([cache], () => new Response(null, { status: 404 }))(new Request(`http://localhost/blog/${slug}`))
      return response.status === 302 ? `302 ${response.headers.get('location')}` : response.text()
    }
    const slug = unique('post-novo-do-admin')
    expect(await postPage(slug)).toBe('302 /blog')
    await insertPost(t, slug, { title: 'Post novo do admin' })
    expect(await postPage(slug)).toBe('302 /blog')
    const response = await dropCache(adminToken, app)
    expect(response.status).toBe(204)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await postPage(slug)).toBe('Post novo do admin')
  })

  it('refuses a request without a token', async () => {
    const response = await dropCache()
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Sessão ausente.' })
  })

  it('refuses a forged token', async () => {
    const [admin] = await t.sql<{ user_id: string }>('select user_id from public.admins')
    const forged = await new SignJWT({ sub: admin?.user_id, role: 'authenticated', session_id: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('authenticated')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('um-segredo-que-nao-e-o-do-projeto-0123456789'))
    expect((await dropCache(forged)).status).toBe(401)
  })

  it('refuses the token of a session that was signed out', async () => {
    const client = await t.signedIn(t.stack.admin)
    const token = (await client.auth.getSession()).data.session?.access_token ?? ''
    await client.auth.signOut({ scope: 'local' })
    expect((await dropCache(token)).status).toBe(401)
  })

  it('refuses a signed-in user who is not an admin, and the anon key', async () => {
    const response = await dropCache(userToken)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: 'Esta conta não é de administrador.' })
    expect((await dropCache(t.stack.anonKey)).status).toBe(401)
  })

  it('answers 503 when Supabase cannot vouch for the token', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const offline = endpoints(`http://127.0.0.1:${await freePort()}`).app
    expect((await dropCache(adminToken, offline)).status).toBe(503)
    vi.restoreAllMocks()
  })
})

describe('the preview endpoint', () => {
  const preview = (token: string, html: string) =>
    endpoints().app.request(PREVIEW_PATH, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ html }),
    })

  it('sanitises a body exactly as the public post page does', async () => {
    const html = '<h2 onclick="x()">Linho</h2><script>alert(1)</script><p><a href="https://example.com">fora</a> <b>negrito</b></p>'
    const response = await preview(adminToken, html)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ html: createPostSanitizer(site.siteUrl)(html) })
  })

  it('is for admins only', async () => {
    expect((await preview(userToken, '<p>oi</p>')).status).toBe(403)
  })
})

describe('the live version endpoint', () => {
  const baked = JSON.stringify({ date: '2026-11-28T15:46:00-03:00', message: 'Fix XSS in the editor' })
  const version = (token?: string) =>
    endpoints().app.request(SITE_VERSION_PATH, { headers: token ? { authorization: `Bearer ${token}` } : {} })

  afterAll(() => {
    vi.unstubAllEnvs()
  })

  it("tells an admin the build's commit, and no one else", async () => {
    vi.stubEnv('SITE_VERSION', baked)
    const answer = await version(adminToken)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.json()).toEqual({ baked })
    for (const [token, status] of [
      [undefined, 401],
      [userToken, 403],
    ] as const) {
      const refused = await version(token)
      expect(refused.status).toBe(status)
      expect(await refused.text()).not.toContain('Fix XSS')
    }
  })
})
