import type { HttpBindings } from '@hono/node-server'
import type { Context } from 'hono'

/** The caller's JWT: the Authorization bearer, else the apikey (what Supabase's Kong forwards). */
export function callerToken(request: Request): string | null {
  const authorization = request.headers.get('authorization')
  const match = authorization?.match(/^Bearer\s+(.+)$/i)
  return match?.[1] ?? request.headers.get('apikey')
}

/** The client's address, from the socket @hono/node-server hands the app as `c.env` (the stack is on loopback, behind no proxy). */
export function clientAddress(c: Context): string {
  return (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket.remoteAddress ?? 'unknown'
}
