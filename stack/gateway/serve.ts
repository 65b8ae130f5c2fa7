import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

/** What the handler learns about the client besides its request (a Hono app reads it as `c.env`). */
export interface ClientConnection {
  remoteAddress?: string
}

/** A fetch-style handler, such as a Hono app's `fetch`. */
export type FetchHandler = (request: Request, connection: ClientConnection) => Response | Promise<Response>

/** A listening HTTP server. */
export interface RunningServer {
  port: number
  close(): Promise<void>
}

/** Serves a fetch handler with node:http on loopback (@hono/node-server does this, but is not installed). */
export function serveFetch(handler: FetchHandler, port: number): Promise<RunningServer> {
  const server = createServer((req, res) => {
    handle(handler, req, res).catch((error: unknown) => {
      console.error('[gateway]', error)
      if (res.headersSent) res.destroy()
      else res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Internal gateway error"}')
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}

async function handle(handler: FetchHandler, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item))
    else if (value !== undefined) headers.set(name, value)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  const request = new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`, {
    method: req.method,
    headers,
    body: hasBody ? bodyStream(req) : undefined,
    duplex: 'half',
  } as RequestInit)
  const response = await handler(request, { remoteAddress: req.socket.remoteAddress })
  const outgoing: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    outgoing[name] = value
  })
  // A body the handler left unread (refused as too large, say) is not drained: the connection ends instead.
  if (hasBody && !req.complete) outgoing.connection = 'close'
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) outgoing['set-cookie'] = cookies
  res.writeHead(response.status, outgoing)
  if (!response.body || req.method === 'HEAD') {
    res.end()
    return
  }
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res)
}

/**
 * The request body as a web stream that reads from the socket only when pulled. Cancelling it leaves the
 * socket alone (Readable.toWeb would destroy the request and its socket), so the gateway can still answer
 * 413 to a body it stopped reading.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  const chunks = req[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next()
        if (next.done) controller.close()
        else controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength))
      },
    },
    { highWaterMark: 0 },
  )
}
