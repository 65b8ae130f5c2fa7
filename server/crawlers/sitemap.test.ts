import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { postSummary } from '../../blog/data/testing'
import { blogSitemapEntries } from './blogSitemap'
import { BLOG_SITEMAP_PATH, PAGES_SITEMAP_PATH, SITEMAP_PATH } from '../../engine/routes/sitePaths'
import { sitemapXml, staticSitemaps } from './sitemap'

const SITE = 'https://exemplo.com.br'
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'

const post = (slug: string, published_at: string, updated_at: string) => postSummary(slug, { published_at, updated_at })

/** Parses as XML, failing on anything a strict parser refuses. */
function parse(xml: string): Document {
  const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document
  expect(doc.querySelector('parsererror')).toBeNull()
  return doc
}

/** The protocol's shape: the root in the sitemap namespace, each child with one absolute `loc` and at most one `lastmod`. */
function children(xml: string, root: 'urlset' | 'sitemapindex', child: 'url' | 'sitemap') {
  const doc = parse(xml)
  expect(doc.documentElement.localName).toBe(root)
  expect(doc.documentElement.namespaceURI).toBe(NAMESPACE)
  return Array.from(doc.documentElement.children, (element) => {
    expect(element.localName).toBe(child)
    expect([...element.children].map((field) => field.localName).filter((name) => name !== 'lastmod')).toEqual(['loc'])
    const lastmod = element.getElementsByTagName('lastmod')
    expect(lastmod.length).toBeLessThanOrEqual(1)
    return { loc: element.getElementsByTagName('loc')[0]?.textContent ?? '', lastmod: lastmod[0]?.textContent ?? null }
  })
}

describe('the blog sitemap', () => {
  it('dates a post by its last edit, or by its publication when a scheduled post went out after it', () => {
    const entries = blogSitemapEntries(SITE, [
      post('agendado', '2025-03-01T12:00:00+00:00', '2025-02-01T12:00:00+00:00'),
      post('editado', '2025-01-15T12:00:00+00:00', '2025-02-15T12:00:00+00:00'),
    ])
    expect(entries.map((entry) => [new URL(entry.loc).pathname, entry.lastmod])).toEqual([
      ['/blog', '2025-03-01T12:00:00+00:00'],
      ['/blog/agendado', '2025-03-01T12:00:00+00:00'],
      ['/blog/editado', '2025-02-15T12:00:00+00:00'],
    ])
  })

  it("lists each published job's page, dated by its publication", () => {
    const entries = blogSitemapEntries(SITE, [], [{ slug: 'linho-na-sala', publishedAt: '2026-10-02T12:00:00+00:00' }])
    expect(entries.at(-1)).toEqual({ loc: `${SITE}/portfolio/linho-na-sala`, lastmod: '2026-10-02T12:00:00+00:00' })
  })

  it('is a urlset of the sitemap protocol', () => {
    const xml = sitemapXml(blogSitemapEntries(SITE, [post('editado', '2025-01-15T12:00:00+00:00', '2025-02-15T12:00:00+00:00')]))
    expect(children(xml, 'urlset', 'url')).toEqual([
      { loc: `${SITE}/blog`, lastmod: '2025-02-15T12:00:00.000Z' },
      { loc: `${SITE}/blog/editado`, lastmod: '2025-02-15T12:00:00.000Z' },
    ])
  })
})

describe('the sitemap files that need no database', () => {
  const files = staticSitemaps(SITE, ['/', '/sobre'], '2026-11-20T10:00:00-03:00')

  it('are the index and the pages part, nothing else', () => {
    expect(Object.keys(files).sort()).toEqual([PAGES_SITEMAP_PATH, SITEMAP_PATH].sort())
  })

  it('index both parts by absolute URL, the pages part dated by the build', () => {
    expect(children(files[SITEMAP_PATH] ?? '', 'sitemapindex', 'sitemap')).toEqual([
      { loc: `${SITE}${PAGES_SITEMAP_PATH}`, lastmod: '2026-11-20T13:00:00.000Z' },
      { loc: `${SITE}${BLOG_SITEMAP_PATH}`, lastmod: null },
    ])
  })

  it('list every content page, undated, in the pages part', () => {
    expect(children(files[PAGES_SITEMAP_PATH] ?? '', 'urlset', 'url')).toEqual([
      { loc: `${SITE}/`, lastmod: null },
      { loc: `${SITE}/sobre`, lastmod: null },
    ])
  })

  it('leave the date out when the build has none', () => {
    expect(staticSitemaps(SITE, [])[SITEMAP_PATH]).not.toContain('lastmod')
  })
})
