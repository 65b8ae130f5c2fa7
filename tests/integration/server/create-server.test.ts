import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ADMIN_ENDPOINTS_BASE, BLOG_CACHE_PATH, JOB_PHOTOS_PATH } from '../../../admin/siteEndpoints.ts'
import { siteContent } from '../../../pages/site.ts'
import { createServer } from '../../../server/createServer.ts'
import { insertPosts, type OwnPosts } from '../blogFixture.ts'
import { phonePhoto } from '../../support/phonePhoto.ts'
import { serverClient } from '../serverClient.ts'
import { connectTestStack, type TestStack } from '../testStack.ts'

let t: TestStack
let posts: OwnPosts

beforeAll(async () => {
  t = await connectTestStack()
  posts = await insertPosts(t, { published: 2 })
})

afterAll(() => t?.stop())

describe('createServer', () => {
  it('builds two servers with two configurations in one process, sharing nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const connected = serverClient(
      createServer({ SUPABASE_URL: t.stack.url, SUPABASE_ANON_KEY: t.stack.anonKey }, { content: siteContent, servesBuild: true }),
    )
    const alone = serverClient(createServer({}, { content: siteContent, servesBuild: true }))

    const sitemap = await connected('/sitemap-blog.xml')
    expect(sitemap.status).toBe(200)
    expect(await sitemap.text()).toContain(`/blog/${posts.published[0]}`)
    const offline = await alone('/sitemap-blog.xml')
    expect(offline.status).toBe(503)
    expect(offline.headers.get('retry-after')).toBe('300')
    // The index and the pages' part need no database.
    for (const path of ['/sitemap.xml', '/sitemap-pages.xml']) expect((await alone(path)).status, path).toBe(200)
    expect((await connected('/blog/rss.xml')).status).toBe(200)
    expect((await alone('/blog/rss.xml')).status).toBe(503)

    expect((await connected(ADMIN_ENDPOINTS_BASE + BLOG_CACHE_PATH, { method: 'DELETE' })).status).toBe(401)
    const unconfigured = await alone(ADMIN_ENDPOINTS_BASE + BLOG_CACHE_PATH, { method: 'DELETE', headers: { authorization: 'Bearer x' } })
    expect(unconfigured.status).toBe(503)
    expect(await unconfigured.json()).toEqual({ error: 'Supabase não está configurado no servidor.' })
    vi.restoreAllMocks()
  })

  it("stores a delivered job's photo for an admin with the service key, and says the key is missing without it", async () => {
    const env = { SUPABASE_URL: t.stack.url, SUPABASE_ANON_KEY: t.stack.anonKey }
    const token = (await (await t.signedIn(t.stack.admin)).auth.getSession()).data.session?.access_token
    const send = (server: ReturnType<typeof serverClient>, body: BodyInit) =>
      server(ADMIN_ENDPOINTS_BASE + JOB_PHOTOS_PATH, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
        body,
      })
    const photo = new Uint8Array(await phonePhoto())
    const keyed = await send(
      serverClient(createServer({ ...env, SUPABASE_SERVICE_ROLE_KEY: t.stack.serviceKey }, { content: siteContent, servesBuild: true })),
      photo,
    )
    expect(keyed.status).toBe(201)
    expect(keyed.headers.get('cache-control')).toBe('no-store')
    expect(await keyed.json()).toEqual({ id: expect.any(String), width: 800, height: 1200 })
    const keyless = await send(serverClient(createServer(env, { content: siteContent, servesBuild: true })), photo)
    expect(keyless.status).toBe(503)
    expect(((await keyless.json()) as { error: string }).error).toContain('SUPABASE_SERVICE_ROLE_KEY')
  })

  it('refuses an invalid setting at start, naming it', () => {
    expect(() => createServer({ SUPABASE_URL: 'não é um endereço' }, { content: siteContent, servesBuild: true })).toThrow(/SUPABASE_URL/)
    expect(() => createServer({ BLOG_CACHE_TTL_MS: '-1' }, { content: siteContent, servesBuild: true })).toThrow(/BLOG_CACHE_TTL_MS/)
  })
})
