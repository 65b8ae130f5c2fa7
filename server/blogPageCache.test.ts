import { describe, expect, it, vi } from 'vitest'
import type { Freshness } from '../blog/data/freshness'
import { createBlogPages, blogPagesMiddleware } from './blogPageCache'
import { requestRoutes } from './requestRoutes'
import { postSummary } from '../blog/data/testing'
import { through } from './http/through'

const TTL_MS = 60_000
/** The tests' clock starts here (lru-cache takes a start time of 0 as none). */
const T0 = 1_000_000

const summary = (slug: string) => postSummary(slug)

/**
 * A blog of `slugs` (12 posts make 2 list pages) behind the page cache, with a database the test can take
 * away and a memory budget that holds the known pages with little room to spare.
 */
function blogOf(slugs: string[]) {
  const world = { up: true, version: 1, now: T0, slugs }
  const render = vi.fn(async (request: Request) => {
    await new Promise((resolve) => setTimeout(resolve, 1))
    if (!world.up) return { response: new Response('Erro ao carregar posts', { status: 503 }), failed: true }
    const { pathname, search } = new URL(request.url)
    const html = `<h1>${pathname}${search}</h1>${'cortina de linho e blackout '.repeat(120)}`
    return { response: new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }), failed: false }
  })
  const freshness: Freshness = { current: async () => ({ id: String(world.version), verified: world.up }), bump: () => undefined }
  const index = vi.fn(async () => {
    if (!world.up) throw new Error('database away')
    return world.slugs.map(summary)
  })
  const blog = createBlogPages({
    render,
    routeOf: requestRoutes(() => new Map()),
    freshness,
    index,
    ttlMs: TTL_MS,
    maxBytes: 96 * 1024,
    now: () => world.now,
  })
  const middleware = blogPagesMiddleware(blog)
  const passed = vi.fn(() => new Response('não encontrada', { status: 404 }))
  const get = async (path: string) => {
    const response = await through([middleware], passed)(new Request(`http://site.test${path}`, { headers: { 'accept-encoding': 'br' } }))
    return { status: response.status, location: response.headers.get('location'), cacheStatus: response.headers.get('cache-status') }
  }
  return { world, render, index, passed, get }
}

const KNOWN = Array.from({ length: 12 }, (_, i) => `post-${i}`)
const KNOWN_PAGES = ['/blog', '/blog?page=2', '/blog/rss.xml', '/sitemap-blog.xml', ...KNOWN.map((slug) => `/blog/${slug}`)]
/** A made-up word, never a number (a page number in range would be a real page). */
const random = () => `x${Math.random().toString(36).slice(2, 10)}`

describe('the blog page cache', () => {
  it('answers a flood of made-up addresses without a render and without keeping them; the known pages stay, stale copies included', async () => {
    const { world, render, index, passed, get } = blogOf(KNOWN)
    for (const path of KNOWN_PAGES) expect((await get(path)).cacheStatus, path).toBe('blog; fwd=miss; stored')
    const renders = render.mock.calls.length
    for (let i = 0; i < 300; i++) {
      expect(await get(`/blog/${random()}`)).toEqual({ status: 302, location: '/blog', cacheStatus: null })
      expect(await get(`/blog?page=${3 + i}`)).toEqual({ status: 302, location: '/blog?page=2', cacheStatus: null })
      expect((await get(`/blog?page=${random()}`)).location).toBe('/blog')
      expect((await get(`/blog/${random()}/${random()}`)).status).toBe(404)
    }
    expect(render).toHaveBeenCalledTimes(renders)
    expect(index).toHaveBeenCalledTimes(1)
    expect(passed).toHaveBeenCalledTimes(300)
    for (const path of KNOWN_PAGES) expect((await get(path)).cacheStatus, path).toBe('blog; hit')
    // The database goes away, and the pages outlive their lifetime: every known page is still served from memory.
    world.up = false
    world.now += TTL_MS + 1
    for (const path of KNOWN_PAGES) expect(await get(path), path).toMatchObject({ status: 200, cacheStatus: 'blog; hit; detail=stale' })
  })

  it('learns of a new post with the next generation of the blog', async () => {
    const { world, get } = blogOf(['linho'])
    expect((await get('/blog/novo')).location).toBe('/blog')
    world.slugs = ['novo', 'linho']
    world.version = 2
    expect(await get('/blog/novo')).toEqual({ status: 200, location: null, cacheStatus: 'blog; fwd=miss; stored' })
  })

  it('renders a page it cannot tell exists for its request only, and still serves the pages it holds', async () => {
    const { world, render, get } = blogOf(['linho'])
    world.up = false
    expect(await get('/blog/linho')).toMatchObject({ status: 503, cacheStatus: 'blog; fwd=miss' })
    world.up = true
    await get('/blog')
    world.up = false
    world.version = 2
    for (const path of ['/blog/qualquer', '/blog/qualquer', '/blog?page=9']) expect((await get(path)).cacheStatus).toBe('blog; fwd=miss')
    expect(render).toHaveBeenCalledTimes(5)
    expect(await get('/blog')).toMatchObject({ status: 200, cacheStatus: 'blog; hit; detail=stale' })
  })
})
