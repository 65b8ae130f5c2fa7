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

describe('the sitemap', () => {
  /** The `loc` and `lastmod` of each child of an answer's root, after checking the protocol's root and namespace. */
  async function entries(response: Response, root: 'urlset' | 'sitemapindex') {
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/xml')
    const doc = xml(await response.text())
    expect([doc.documentElement.localName, doc.documentElement.namespaceURI]).toEqual([root, 'http://www.sitemaps.org/schemas/sitemap/0.9'])
    return Array.from(doc.documentElement.children, (child) => ({
      loc: child.querySelector('loc')?.textContent ?? '',
      lastmod: child.querySelector('lastmod')?.textContent ?? null,
    }))
  }

  it('is an index naming the pages part and the blog part by absolute URL, with no database read', async () => {
    const dead = await deadReader()
    const index = await entries(await crawl(dead, '/sitemap.xml'), 'sitemapindex')
    expect(index.map((entry) => entry.loc)).toEqual([`${site.siteUrl}/sitemap-pages.xml`, `${site.siteUrl}/sitemap-blog.xml`])
  })

  it('lists every content route in the pages part, even with the database down', async () => {
    const dead = await deadReader()
    const locs = (await entries(await crawl(dead, '/sitemap-pages.xml'), 'urlset')).map((url) => url.loc.replace(site.siteUrl, ''))
    expect(locs.sort()).toEqual([...routes.keys()].sort())
    for (const path of articlePaths()) expect(locs).toContain(path)
  })

  it('lists /blog and each published post with its lastmod in the blog part, and nothing else', async () => {
    const urls = await entries(await crawl(stackReader(t, posts.prefix), '/sitemap-blog.xml'), 'urlset')
    const locs = urls.map((url) => url.loc.replace(site.siteUrl, ''))
    const expected = ['/blog', ...posts.published.map((slug) => `/blog/${slug}`)]
    expect(locs.sort()).toEqual(expected.sort())
    const stored = await t.sql<{ slug: string; updated_at: Date }>('select slug, updated_at from public.posts where slug = any($1)', [
      posts.published,
    ])
    expect(stored).toHaveLength(posts.published.length)
    for (const { slug, updated_at } of stored) {
      expect(urls.find((url) => url.loc.endsWith(`/blog/${slug}`))?.lastmod).toBe(updated_at.toISOString())
    }
  })

  it('answers 503 with Retry-After for the blog part when the posts cannot be read, so crawlers come back later', async () => {
    const dead = await deadReader()
    const response = await crawl(dead, '/sitemap-blog.xml')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('300')
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
