import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BlogReader } from '../../../blog/data/posts.ts'
import { crawlerRoutes } from '../../../server/crawlers/routes.ts'
import { siteContent } from '../../../pages/site.ts'
import { articlePaths } from '../../contentSamples.ts'
import { deadReader, insertPost, insertPosts, stackReader, type OwnPosts } from '../blogFixture.ts'
import { connectTestStack, unique, type TestStack } from '../testStack.ts'

const { routes, site } = siteContent()

let t: TestStack
let posts: OwnPosts

/** Asks the crawler routes for `path`, with the bindings a render would give them over `reader`. */
const crawl = (reader: BlogReader, path: string) =>
  crawlerRoutes(siteContent).request(path, undefined, {
    blog: { reader, supabaseUrl: t.stack.url, sanitize: (html) => html },
    jobs: { current: async () => null, photoBase: null },
    supabase: null,
  })

beforeAll(async () => {
  t = await connectTestStack()
  posts = await insertPosts(t, { published: 4, drafts: 2 })
})

afterAll(() => t?.stop())

/** Parses an XML answer, failing on malformed XML. */
function xml(text: string): Document {
  const doc = new JSDOM(text, { contentType: 'application/xml' }).window.document
  expect(doc.querySelector('parsererror')).toBeNull()
  return doc
}

describe('sitemap.xml', () => {
  it('lists every content route, /blog and each published post with its lastmod, and nothing else', async () => {
    const response = await crawl(stackReader(t, posts.prefix), '/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/xml')
    const urls = Array.from(xml(await response.text()).querySelectorAll('url'), (url) => ({
      loc: url.querySelector('loc')?.textContent ?? '',
      lastmod: url.querySelector('lastmod')?.textContent ?? null,
    }))
    const locs = urls.map((url) => url.loc.replace(site.siteUrl, ''))
    const expected = [...routes.keys(), '/blog', ...posts.published.map((slug) => `/blog/${slug}`)]
    expect(locs.sort()).toEqual(expected.sort())
    for (const path of articlePaths()) expect(locs).toContain(path)
    expect(locs.some((loc) => loc.startsWith('/admin'))).toBe(false)
    const stored = await t.sql<{ slug: string; updated_at: Date }>('select slug, updated_at from public.posts where slug = any($1)', [
      posts.published,
    ])
    expect(stored).toHaveLength(posts.published.length)
    for (const { slug, updated_at } of stored) {
      expect(urls.find((url) => url.loc.endsWith(`/blog/${slug}`))?.lastmod).toBe(updated_at.toISOString())
    }
  })

  it('answers 503 when the posts cannot be read, so crawlers come back later', async () => {
    const dead = await deadReader()
    const response = await crawl(dead, '/sitemap.xml')
    expect(response.status).toBe(503)
  })
})

describe('robots.txt', () => {
  it('keeps crawlers out of the admin and names the sitemap by its absolute URL', async () => {
    const text = await (await crawl(stackReader(t, posts.prefix), '/robots.txt')).text()
    expect(text).toContain('Disallow: /admin')
    expect(text).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`)
  })
})

describe('the RSS feed', () => {
  it('is RSS 2.0 with one item per published post, newest first', async () => {
    const response = await crawl(stackReader(t, posts.prefix), '/blog/rss.xml')
    expect(response.headers.get('content-type')).toContain('application/rss+xml')
    const doc = xml(await response.text())
    expect(doc.documentElement.getAttribute('version')).toBe('2.0')
    const items = Array.from(doc.querySelectorAll('item'))
    expect(items.map((item) => item.querySelector('link')?.textContent)).toEqual(
      posts.published.map((slug) => `${site.siteUrl}/blog/${slug}`),
    )
    for (const item of items) {
      expect(item.querySelector('title')?.textContent).toBeTruthy()
      expect(new Date(item.querySelector('pubDate')?.textContent ?? '').getTime()).not.toBeNaN()
      expect(item.getElementsByTagName('dc:creator')[0]?.textContent).toBeTruthy()
    }
    for (const slug of posts.drafts) expect(doc.documentElement.textContent).not.toContain(slug)
  })

  it('stays well-formed XML, with the post in it, when a title holds a control character', async () => {
    const prefix = unique('controle')
    await insertPost(t, `${prefix}-post`, { title: 'Cortina\u0001 de linho\u001f', subtitle: 'Tecido\u000b leve' })
    const response = await crawl(stackReader(t, prefix), '/blog/rss.xml')
    const item = xml(await response.text()).querySelector('item')
    expect(item?.querySelector('title')?.textContent).toBe('Cortina de linho')
    expect(item?.querySelector('description')?.textContent).toBe('Tecido leve')
  })
})
