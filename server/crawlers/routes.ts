import { Hono } from 'hono'
import { retryLater } from '../http/unavailable'
import type { RenderBindings } from '../renderBindings'
import type { SiteContent } from '../../engine/content/loadSite'
import { rssXml } from './rss'
import { blogSitemapEntries } from './blogSitemap'
import { robotsTxt, sitemapXml, staticSitemaps } from './sitemap'
import { BLOG_SITEMAP_PATH, FEED_PATH, PAGES_SITEMAP_PATH, ROBOTS_PATH, SITEMAP_PATH } from '../../engine/routes/sitePaths'

/** Crawlers may keep these as long as the blog's own cache. */
const CACHE_CONTROL = 'public, max-age=300'

/** The answer when the posts cannot be read: crawlers retry later instead of dropping the posts. */
const unavailable = () => new Response('Temporariamente indisponível', { status: 503, headers: retryLater })

const XML = 'application/xml; charset=utf-8'

/**
 * The sitemap's three files, /robots.txt and the RSS feed, built from the same route table and the same cached
 * post reads as the pages (the render's bindings). `content` is called per request, so the site is parsed on
 * first use. A build serves the index and the pages' part as files (build/sitemapFiles.ts) before these routes.
 */
export function crawlerRoutes(content: () => SiteContent): Hono<{ Bindings: RenderBindings }> {
  const app = new Hono<{ Bindings: RenderBindings }>()
  app.get(ROBOTS_PATH, (c) => c.text(robotsTxt(content().site.siteUrl), 200, { 'cache-control': CACHE_CONTROL }))
  for (const path of [SITEMAP_PATH, PAGES_SITEMAP_PATH]) {
    app.get(path, (c) => {
      const { site, routes } = content()
      return c.body(staticSitemaps(site.siteUrl, routes.keys())[path] ?? '', 200, { 'content-type': XML, 'cache-control': CACHE_CONTROL })
    })
  }
  app.get(BLOG_SITEMAP_PATH, async (c) => {
    const posts = await c.env.blog.reader.index().catch(() => null)
    if (!posts) return unavailable()
    // The jobs last read stand in for jobs that cannot be read now (they are read once per generation).
    const jobs = (await c.env.jobs.current())?.value ?? []
    const xml = sitemapXml(blogSitemapEntries(content().site.siteUrl, posts, jobs))
    return c.body(xml, 200, { 'content-type': XML, 'cache-control': CACHE_CONTROL })
  })
  app.get(FEED_PATH, async (c) => {
    const posts = await c.env.blog.reader.index().catch(() => null)
    if (!posts) return unavailable()
    const { site, blog } = content()
    const channel = { ...blog.feed, siteUrl: site.siteUrl, feedUrl: `${site.siteUrl}${FEED_PATH}`, defaultAuthor: site.ownerName }
    return c.body(rssXml(channel, posts), 200, { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': CACHE_CONTROL })
  })
  return app
}
