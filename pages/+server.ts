import vike from '@vikejs/hono'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { cacheHeaders } from '../engine/http/cacheHeaders'

const app = new Hono()
app.use(compress())
vike(app)

/** Production server: srvx serves the prerendered files and assets, Hono the rendered routes. */
export default { fetch: app.fetch, middleware: [cacheHeaders] }
