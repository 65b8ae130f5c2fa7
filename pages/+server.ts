import vike from '@vikejs/hono'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { ADMIN_API_BASE, adminEndpoints } from '../admin/endpoints'
import { blogImages, warmBlogImages } from '../server/images/service'
import { MEDIA_PATH } from '../blog/images/variants'
import { blogPageCache, dropBlogPages } from '../server/blogPageCache'
import { crawlerRoutes } from '../server/crawlers/routes'
import { clientFolder } from '../server/http/buildFolder'
import { cacheHeaders } from '../server/http/cacheHeaders'
import { readOnlyMethods } from '../server/http/methods'
import { normalPaths } from '../server/http/normalPaths'
import { relativeRedirects } from '../server/http/redirects'
import { securityHeaders } from '../server/http/security'
import { loadStaticFiles, staticFiles } from '../server/http/staticFiles'
import { unavailableStatus } from '../server/http/unavailable'
import { bootstrapHash } from '../renderer/bootstrap'
import { siteContent } from './site'

/** The rendered routes: crawler files and Vike's pages. */
const pages = new Hono()
pages.route('/', crawlerRoutes(siteContent))
pages.use('/blog', unavailableStatus)
vike(pages)

const app = new Hono()
app.use(compress())
app.route(ADMIN_API_BASE, adminEndpoints(siteContent, { clearCache: dropBlogPages, warmImages: warmBlogImages }))
const blogImage = blogImages()
app.get(MEDIA_PATH, (c) => blogImage(c.req.raw))
app.route('/', pages)

const buildFiles = staticFiles(() => loadStaticFiles(clientFolder))

/**
 * Production server: the build's files (read at start-up) and the blog's rendered pages from memory, Hono the
 * other routes; the middleware wraps them, outermost first. srvx's own static serving is off: it reads the
 * disk and compresses on every request.
 */
export default {
  fetch: app.fetch,
  static: false,
  // Not at import: the build's prerender imports this file too, and must not start encoding.
  onReady: () => {
    buildFiles.preload()
    warmBlogImages()
  },
  middleware: [
    securityHeaders({ supabaseUrl: process.env.SUPABASE_URL, scriptHashes: [bootstrapHash] }),
    relativeRedirects,
    readOnlyMethods([ADMIN_API_BASE]),
    cacheHeaders,
    buildFiles,
    normalPaths,
    // The blog's pages, feed and sitemap from memory, rendered through `pages` directly. Not in development,
    // where an edited component must show on the next reload.
    ...(import.meta.env.DEV ? [] : [blogPageCache(pages.fetch)]),
  ],
}
