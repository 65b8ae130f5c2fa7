import { BLOG_SITEMAP_PATH, PAGES_SITEMAP_PATH, SITEMAP_PATH } from '../../engine/routes/sitePaths.ts'
import { element } from './xml.ts'

export type SitemapEntry = { loc: string; lastmod?: string }

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'

/**
 * The content route table's pages (pages, neighbourhoods, static articles), all prerendered. The admin is not a
 * content route, so it never appears.
 */
export function pagesSitemapEntries(siteUrl: string, contentPaths: Iterable<string>): SitemapEntry[] {
  return [...contentPaths].map((path) => ({ loc: `${siteUrl}${path}` }))
}

/** The index's two parts, by absolute URL; the pages' part dated by the build's commit when it is known. */
export function sitemapIndexEntries(siteUrl: string, pagesChanged?: string): SitemapEntry[] {
  return [{ loc: `${siteUrl}${PAGES_SITEMAP_PATH}`, lastmod: pagesChanged }, { loc: `${siteUrl}${BLOG_SITEMAP_PATH}` }]
}

const entryXml = (tag: 'url' | 'sitemap', entry: SitemapEntry) =>
  `<${tag}>${element('loc', entry.loc)}${element('lastmod', entry.lastmod && new Date(entry.lastmod).toISOString())}</${tag}>`

/** The sitemap protocol's `urlset`. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NAMESPACE}">\n${entries.map((entry) => entryXml('url', entry)).join('\n')}\n</urlset>\n`
}

/** The sitemap protocol's `sitemapindex`. */
export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  const sitemaps = entries.map((entry) => entryXml('sitemap', entry)).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps}\n</sitemapindex>\n`
}

/** robots.txt: everything but the admin, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${siteUrl}${SITEMAP_PATH}\n`
}

/**
 * The sitemap files that need no database, by path: the index and the pages' part. The build writes them beside
 * the pages (build/sitemapFiles.ts); without a build (the preview, tests) the crawler routes answer the same.
 */
export function staticSitemaps(siteUrl: string, contentPaths: Iterable<string>, pagesChanged?: string): Record<string, string> {
  return {
    [SITEMAP_PATH]: sitemapIndexXml(sitemapIndexEntries(siteUrl, pagesChanged)),
    [PAGES_SITEMAP_PATH]: sitemapXml(pagesSitemapEntries(siteUrl, contentPaths)),
  }
}
