import vike from '@vikejs/hono'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { ADMIN_API_BASE, adminEndpoints } from '../engine/admin/endpoints'
import { blogImages, warmBlogImages } from '../engine/blog/image/service'
import { MEDIA_PATH } from '../engine/blog/image/variants'
import { crawlerRoutes } from '../engine/crawlers/routes'
import { cacheHeaders } from '../engine/http/cacheHeaders'
import { readOnlyMethods } from '../engine/http/methods'
import { relativeRedirects } from '../engine/http/redirects'
import { securityHeaders } from '../engine/http/security'
import { unavailableStatus } from '../engine/http/unavailable'

const app = new Hono()
app.use(compress())
app.route(ADMIN_API_BASE, adminEndpoints())
const blogImage = blogImages()
app.get(MEDIA_PATH, (c) => blogImage(c.req.raw))
app.route('/', crawlerRoutes())
app.use('/blog', unavailableStatus)
vike(app)

/** Production server: srvx serves the prerendered files and assets, Hono the rendered routes; the middleware wraps both, outermost first. */
export default {
  fetch: app.fetch,
  // Not at import: the build's prerender imports this file too, and must not start encoding.
  onReady: warmBlogImages,
  middleware: [securityHeaders({ supabaseUrl: process.env.SUPABASE_URL }), relativeRedirects, readOnlyMethods([ADMIN_API_BASE]), cacheHeaders],
}
