import type { PostSummary } from '../../blog/data/schema'
import { BLOG_PATH, jobPath } from '../../engine/routes/sitePaths'
import type { Job } from '../../schemas/job'
import { postUrl } from '../../blog/seo'
import { element } from './xml'

/** Where the sitemap is served. */
export const SITEMAP_PATH = '/sitemap.xml'

export type SitemapEntry = { loc: string; lastmod?: string }

/**
 * Every public URL: the content route table (pages, neighbourhoods, static articles), the blog list
 * (last changed with its newest post), each published post, last changed when it was last edited or, if
 * later, published (a scheduled post goes live without an edit), and each published job's page, from when it was
 * published. The admin is not a content route, so it never appears.
 */
export function sitemapEntries(
  siteUrl: string,
  contentPaths: Iterable<string>,
  posts: readonly PostSummary[],
  jobs: readonly Pick<Job, 'slug' | 'publishedAt'>[] = [],
): SitemapEntry[] {
  const changed = (post: PostSummary) => (Date.parse(post.published_at) > Date.parse(post.updated_at) ? post.published_at : post.updated_at)
  const newest = posts.map(changed).sort((a, b) => Date.parse(b) - Date.parse(a))[0]
  return [
    ...[...contentPaths].map((path) => ({ loc: `${siteUrl}${path}` })),
    { loc: `${siteUrl}${BLOG_PATH}`, lastmod: newest },
    ...posts.map((post) => ({ loc: postUrl(siteUrl, post.slug), lastmod: changed(post) })),
    ...jobs.map((job) => ({ loc: `${siteUrl}${jobPath(job.slug)}`, lastmod: job.publishedAt })),
  ]
}

/** The sitemap protocol's XML. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) => `<url>${element('loc', entry.loc)}${element('lastmod', entry.lastmod && new Date(entry.lastmod).toISOString())}</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** robots.txt: everything but the admin, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${siteUrl}${SITEMAP_PATH}\n`
}
