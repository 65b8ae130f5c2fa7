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

/**
 * How much of a refused request's untouched body is read and dropped, and for how long, before the answer goes out
 * and the connection ends. A client still sending when the connection closes sees a broken pipe instead of the
 * answer (a 403 for an upload the bucket refuses); reading the rest first, as nginx's lingering close does, lets it
 * read the answer, while a body that stalls or never ends still gets one within the time.
 */
const LINGER = { bytes: 64 * 1024 * 1024, ms: 2000 }

/** A body the gateway left unread (refused before reading, or as too large) is not kept for another request: the connection ends. */
async function closeIfUnread(
  request: Request,
  { incoming }: HttpBindings | Http2Bindings,
  answer: Response | Promise<Response>,
): Promise<Response> {
  const response = await answer
  if (!request.body || incoming.complete) return response
  if (!request.bodyUsed) await drop(request.body)
  const headers = new Headers(response.headers)
  headers.set('connection', 'close')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/** Reads and forgets a body, up to LINGER's bytes or time, whichever ends first. */
async function drop(body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader()
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), LINGER.ms)))
  let read = 0
  try {
    for (;;) {
      // A read still pending when time runs out fails once the connection ends: nothing waits for it.
      const next = await Promise.race([reader.read().catch(() => ({ done: true as const, value: undefined })), late])
      if (next === 'late' || next.done) return
      read += next.value.byteLength
      if (read > LINGER.bytes) return
    }
  } finally {
    clearTimeout(timer)
  }
}
