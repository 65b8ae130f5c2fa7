import { Hono } from 'hono'
import { blogContent } from '../blog/content'
import { blogReader, type BlogReader } from '../blog/posts'
import { FEED_PATH } from '../blog/seo'
import { site } from '../content'
import { retryLater } from '../http/unavailable'
import { routeTable } from '../routes/routeTable'
import { rssXml } from './rss'
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap'

/** Crawlers may keep these as long as the blog's own cache. */
const CACHE_CONTROL = 'public, max-age=300'

/** The answer when the posts cannot be read: crawlers retry later instead of dropping the posts. */
const unavailable = () => new Response('Temporariamente indisponível', { status: 503, headers: retryLater })

/**
 * /sitemap.xml, /robots.txt and the RSS feed, built from the same route table and the same cached
 * post reads as the pages.
 */
export function crawlerRoutes(reader: () => BlogReader = blogReader): Hono {
  const app = new Hono()
  app.get('/robots.txt', (c) => c.text(robotsTxt(site.siteUrl), 200, { 'cache-control': CACHE_CONTROL }))
  app.get('/sitemap.xml', async (c) => {
    const posts = await reader().index().catch(() => null)
    if (!posts) return unavailable()
    const xml = sitemapXml(sitemapEntries(site.siteUrl, routeTable().keys(), posts))
    return c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE_CONTROL })
  })
  app.get(FEED_PATH, async (c) => {
    const posts = await reader().index().catch(() => null)
    if (!posts) return unavailable()
    const channel = { ...blogContent.feed, siteUrl: site.siteUrl, feedUrl: `${site.siteUrl}${FEED_PATH}`, defaultAuthor: site.ownerName }
    return c.body(rssXml(channel, posts), 200, { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': CACHE_CONTROL })
  })
  return app
}
