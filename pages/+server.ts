import { Hono } from 'hono'
import vike from '@vikejs/hono'

const app = new Hono()
app.get('/health', (c) => c.text('ok'))
vike(app)
export default { fetch: app.fetch }
