import { describe, expect, it, vi } from 'vitest'
import { blogRequest, createKnownPosts, hasRenderedRoute, isKnownPage, type KnownPosts } from './knownPages'
import type { PostSummary } from '../blog/data/schema'
import { siteRoute } from '../engine/routes/siteRoute'

const posts: KnownPosts = { slugs: new Set(['cortina-wave', 'blackout']), lastPage: 2 }
const classify = (url: string, known: KnownPosts | null = posts) => blogRequest(siteRoute(url, new Map()), async () => known)
const page = (key: string, admit = true) => ({ kind: 'page', key, admit })
const redirect = (location: string) => ({ kind: 'redirect', location })

describe('blogRequest', () => {
  it.each([
    ['/blog', page('/blog')],
    ['/blog?utm_source=instagram', page('/blog')],
    ['/blog?page=2&utm_source=instagram', page('/blog?page=2')],
    ['/blog?page=3', redirect('/blog?page=2')],
    ['/blog?page=1', redirect('/blog')],
    ['/blog?page=abc', redirect('/blog')],
    ['/blog?page=02', redirect('/blog?page=2')],
    ['/blog/cortina-wave?fbclid=1', page('/blog/cortina-wave')],
    ['/blog/nao-existe', redirect('/blog')],
    ['/blog/Cortina-Wave', redirect('/blog')],
    ['/blog/rss.xml', page('/blog/rss.xml')],
    ['/sitemap-blog.xml', page('/sitemap-blog.xml')],
    ['/sitemap.xml', null],
    ['/sitemap-pages.xml', null],
  ])('takes %s as %o: only the pages that exist, keyed by what the page reads from the URL', async (url, answer) => {
    expect(await classify(url)).toEqual(answer)
  })

  it.each([
    ['/blog?page=7', page('/blog?page=7', false)],
    ['/blog?page=abc', redirect('/blog')],
    ['/blog/qualquer', page('/blog/qualquer', false)],
    ['/blog', page('/blog')],
  ])('takes %s as %o when the published posts could not be read', async (url, answer) => {
    expect(await classify(url, null)).toEqual(answer)
  })

  it.each(['/', '/blog-cortinas-residenciais', '/robots.txt', '/media/blog', '/admin/blog', '/blog/a/b', '/blog/'])(
    'leaves %s to the other routes',
    async (url) => {
      expect(await classify(url)).toBeNull()
    },
  )
})

const summary = (slug: string) => ({ slug }) as PostSummary

describe('createKnownPosts', () => {
  it('reads the published posts once per generation, however many ask at once', async () => {
    let generation = 'g1'
    const index = vi.fn(async () => [summary('a'), ...Array.from({ length: 9 }, (_, i) => summary(`b${i}`))])
    const known = createKnownPosts({ index, generation: async () => ({ id: generation, verified: true }) })
    const answers = await Promise.all(Array.from({ length: 20 }, () => known()))
    expect(answers[0]).toEqual({ slugs: new Set(['a', ...Array.from({ length: 9 }, (_, i) => `b${i}`)]), lastPage: 2 })
    expect(index).toHaveBeenCalledTimes(1)
    generation = 'g2'
    await known()
    expect(index).toHaveBeenCalledTimes(2)
  })

  it('keeps the posts read before while a read fails, tries again a second later, and says so once', async () => {
    let now = 0
    let generation = 'g1'
    let up = true
    const index = vi.fn(async () => {
      if (!up) throw new Error('database away')
      return [summary('a')]
    })
    const logError = vi.fn()
    const known = createKnownPosts({ index, generation: async () => ({ id: generation, verified: up }), now: () => now, logError })
    const before = await known()
    up = false
    generation = 'g2'
    expect(await known()).toBe(before)
    expect(await known()).toBe(before)
    expect(index).toHaveBeenCalledTimes(2)
    now += 1000
    expect(await known()).toBe(before)
    expect(index).toHaveBeenCalledTimes(3)
    expect(logError).toHaveBeenCalledTimes(1)
    up = true
    now += 1000
    expect((await known())?.slugs).toEqual(new Set(['a']))
    expect(index).toHaveBeenCalledTimes(4)
  })

  it('knows nothing before a first read succeeds', async () => {
    const known = createKnownPosts({
      index: () => Promise.reject(new Error('x')),
      generation: async () => ({ id: 'g', verified: false }),
      logError: () => undefined,
    })
    expect(await known()).toBeNull()
  })
})

describe('isKnownPage', () => {
  const routes = new Map([
    ['/', {}],
    ['/cortinas-moema', {}],
  ])
  const known = (path: string, posts: KnownPosts | null = { slugs: new Set(['blackout']), lastPage: 1 }) =>
    isKnownPage(siteRoute(path, routes), async () => posts)

  it.each([
    ['/', true],
    ['/cortinas-moema', true],
    ['/blog', true],
    ['/blog/blackout', true],
    ['/blog/nao-existe', false],
    ['/blog/blackout/mais', false],
    ['/cortinas-lugar-nenhum', false],
    ['/admin', false],
    ['/cortinas-moema/', false],
  ])('%s: %s', async (path, expected) => {
    expect(await known(path)).toBe(expected)
  })

  it('knows no post while the posts were never read', async () => {
    expect(await known('/blog/blackout', null)).toBe(false)
    expect(await known('/blog', null)).toBe(true)
  })
})

describe('hasRenderedRoute', () => {
  const routes = new Map([['/cortinas-moema', {}]])

  it.each([
    ['/cortinas-moema', true],
    ['/blog', true],
    ['/blog/qualquer-post', true],
    ['/blog/rss.xml', true],
    ['/sitemap.xml', true],
    ['/sitemap-pages.xml', true],
    ['/sitemap-blog.xml', true],
    ['/robots.txt', true],
    ['/admin', true],
    ['/admin/blog/novo', true],
    ['/blog/a/b/c', false],
    ['/blog/post/mais', false],
    ['/cortinas-lugar-nenhum', false],
    ['/administracao', false],
    ['/404', false],
  ])('%s: %s', (path, expected) => {
    expect(hasRenderedRoute(siteRoute(path, routes))).toBe(expected)
  })
})
