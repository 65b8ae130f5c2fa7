import type { HttpBindings } from '@hono/node-server'
import type { Context } from 'hono'
import { JSON_BODY_LIMIT, readBody } from './bodies.ts'

/** The caller's JWT: the Authorization bearer, else the apikey (what Supabase's Kong forwards). */
export function callerToken(request: Request): string | null {
  const authorization = request.headers.get('authorization')
  const match = authorization?.match(/^Bearer\s+(.+)$/i)
  return match?.[1] ?? request.headers.get('apikey')
}

/** Parses a JSON request body (PayloadTooLarge past JSON_BODY_LIMIT), or an empty object when there is none or it is not an object. */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const bytes = await readBody(request, JSON_BODY_LIMIT)
  try {
    const body: unknown = JSON.parse(bytes.toString('utf8'))
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** A field of a parsed body when it is a non-empty string. */
export function stringField(body: Record<string, unknown>, name: string): string | null {
  const value = body[name]
  return typeof value === 'string' && value !== '' ? value : null
}

/** Supabase Auth's error body for API version 2024-01-01: `{ code, message }`, plus any `extra` fields. */
export function authError(
  c: Context,
  status: 400 | 401 | 403 | 404 | 422 | 429,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  c.header('x-supabase-api-version', '2024-01-01')
  return c.json({ code, message, ...extra }, status)
}

/** The client's address, from the socket @hono/node-server hands the app as `c.env` (the stack is on loopback, behind no proxy). */
export function clientAddress(c: Context): string {
  return (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket.remoteAddress ?? 'unknown'
}

/** Supabase Auth's answer to a client over a rate limit: 429 with Retry-After. */
export function rateLimited(c: Context, retryAfterSeconds: number): Response {
  c.header('retry-after', String(retryAfterSeconds))
  return authError(c, 429, 'over_request_rate_limit', 'Request rate limit reached')
}

/** Supabase Storage's error body: `{ statusCode, error, message }`. */
export function storageError(c: Context, status: 400 | 403 | 404 | 409 | 413 | 415, error: string, message: string): Response {
  return c.json({ statusCode: String(status), error, message }, status)
}
