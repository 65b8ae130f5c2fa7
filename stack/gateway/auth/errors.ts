import type { Context } from 'hono'

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

/** Supabase Auth's answer to a client over a rate limit: 429 with Retry-After. */
export function rateLimited(c: Context, retryAfterSeconds: number): Response {
  c.header('retry-after', String(retryAfterSeconds))
  return authError(c, 429, 'over_request_rate_limit', 'Request rate limit reached')
}
