import { createServer as createHttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createServer, type Plugin, type ViteDevServer } from 'vite'

/** A bare Vite dev server with only the given plugins, listening on a free local port (no config file, no HMR socket). */
export type PluginServer = { base: string; vite: ViteDevServer; close(): Promise<void> }

/** Starts Vite in middleware mode behind a plain HTTP server, so a test can ask its plugins for pages as a browser does. */
export async function startPluginServer(plugins: Plugin[], root?: string): Promise<PluginServer> {
  const vite = await createServer({ root, configFile: false, logLevel: 'silent', plugins, server: { middlewareMode: true, ws: false } })
  const http = createHttpServer(vite.middlewares)
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done))
  return {
    base: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    vite,
    async close() {
      await new Promise((done) => http.close(done))
      await vite.close()
    },
  }
}
