import { serve, type Http2Bindings, type HttpBindings } from '@hono/node-server'
import type { Hono } from 'hono'

export interface RunningServer {
  port: number
  close(): Promise<void>
}

/** Serves the gateway with @hono/node-server on loopback; handlers read the client's socket from `c.env.incoming`. */
export function serveGateway(app: Hono, port: number): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve(
      // Global Request and Response stay Node's own: the stack runs in the same process as the site and tests.
      {
        fetch: (request, env) => closeIfUnread(request, env, app.fetch(request, env)),
        port,
        hostname: '127.0.0.1',
        overrideGlobalObjects: false,
      },
      (info) =>
        resolve({
          port: info.port,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done())
              if ('closeAllConnections' in server) server.closeAllConnections()
            }),
        }),
    )
    server.once('error', reject)
  })
}

/** A body the gateway left unread (refused as too large, say) is not drained: the connection ends instead. */
async function closeIfUnread(
  request: Request,
  { incoming }: HttpBindings | Http2Bindings,
  answer: Response | Promise<Response>,
): Promise<Response> {
  const response = await answer
  if (!request.body || incoming.complete) return response
  const headers = new Headers(response.headers)
  headers.set('connection', 'close')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
