import vike from '@vikejs/hono'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { ADMIN_API_BASE, adminEndpoints } from '../engine/admin/endpoints'
import { blogImages, warmBlogImages } from '../engine/blog/image/service'
import { MEDIA_PATH } from '../engine/blog/image/variants'
import { blogPageCache } from '../engine/blog/pageCache'
import { crawlerRoutes } from '../engine/crawlers/routes'
import { clientFolder } from '../engine/http/buildFolder'
import { cacheHeaders } from '../engine/http/cacheHeaders'
import { readOnlyMethods } from '../engine/http/methods'
import { normalPaths } from '../engine/http/normalPaths'
import { relativeRedirects } from '../engine/http/redirects'
import { securityHeaders } from '../engine/http/security'
import { loadStaticFiles, staticFiles } from '../engine/http/staticFiles'
import { unavailableStatus } from '../engine/http/unavailable'
import { bootstrapHash } from '../renderer/bootstrap'
import { siteContent } from './site'

/** The rendered routes: crawler files and Vike's pages. */
const pages = new Hono()
pages.route('/', crawlerRoutes(siteContent))
pages.use('/blog', unavailableStatus)
vike(pages)

const app = new Hono()
app.use(compress())
app.route(ADMIN_API_BASE, adminEndpoints(siteContent))
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
