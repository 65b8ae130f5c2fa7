import { createServer } from '../server/createServer'
import { startOrExit } from '../server/startup'
import { siteContent } from './site'

/** Vike's server entry (Hono, served by srvx): this business's site on the generic server; a refused start exits 1. */
export default startOrExit(() => createServer(process.env, { content: siteContent, servesBuild: !import.meta.env.DEV }))
