import { createServer } from '../server/createServer'
import { siteContent } from './site'

/** Vike's server entry (Hono, served by srvx): this business's site on the generic server. */
export default createServer(process.env, { content: siteContent, servesBuild: !import.meta.env.DEV })
