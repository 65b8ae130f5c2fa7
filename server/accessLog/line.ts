import { createMiddleware } from 'hono/factory'
import { type AddressSource, visitorAddress } from '../taps/visitors'

/** One request as the access log keeps it: one JSON object per line (docs/access-logs.md says why JSON). */
export type AccessEntry = {
  /** When the request arrived, ISO 8601 with its offset (UTC, '+00:00'). */
  time: string
  /** The visitor's address as the trusted proxy gives it (server/taps/visitors.ts). */
  ip: string
  /** The visitor's source port, when the server sees the visitor's own connection; null behind a proxy that does not pass it. */
  port: number | null
  method: string
  /** The path only: a query string can carry what a visitor typed or a link's token, which the law does not ask for. */
  path: string
  status: number
  /** The User-Agent header; null when the request has none. */
  agent: string | null
}

/** The entry's line, newline included; JSON escapes every quote and control character, so no path or user agent can forge a line. */
export function accessLine(entry: AccessEntry): string {
  return `${JSON.stringify(entry)}\n`
}

/** The parts of srvx's Node request the line reads: the address it resolved and the socket's port. */
type NodeRequest = Request & { ip?: string; runtime?: { node?: { req?: { socket?: { remotePort?: number } } } } }

/**
 * Outermost in the pipeline, so it sees every answer (pages, files, the health path, errors): once the answer is
 * made, hands `write` the request's line. Nothing here waits on anything, and `write` never throws.
 */
export function accessLog({ write, addressSource }: { write: (line: string) => void; addressSource: AddressSource }) {
  return createMiddleware(async (c, next) => {
    const time = new Date().toISOString().replace('Z', '+00:00')
    const raw = c.req.raw as NodeRequest
    const peer = raw.ip
    await next()
    const headers = { forwardedFor: c.req.header('x-forwarded-for') ?? null, flyClientIp: c.req.header('fly-client-ip') ?? null }
    const visitor = visitorAddress(peer, headers, addressSource)
    const remotePort = raw.runtime?.node?.req?.socket?.remotePort
    write(
      accessLine({
        time,
        // A dual-stack socket's IPv4 peer ('::ffff:203.0.113.9') is written as the IPv4 address a court order names.
        ip: visitor.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, ''),
        port: visitor === peer && remotePort ? remotePort : null,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        agent: c.req.header('user-agent') ?? null,
      }),
    )
  })
}
