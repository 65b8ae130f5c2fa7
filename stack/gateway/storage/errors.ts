import type { Context } from 'hono'

/** Supabase Storage's error body: `{ statusCode, error, message }`. */
export function storageError(c: Context, status: 400 | 403 | 404 | 409 | 413 | 415, error: string, message: string): Response {
  return c.json({ statusCode: String(status), error, message }, status)
}
