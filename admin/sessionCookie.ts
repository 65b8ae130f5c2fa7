import { parse, serialize } from 'hono/utils/cookie'
import { z } from 'zod'

/**
 * The admin's session tokens live in a cookie (the user's details stay in local storage), so that the server can
 * render the post list of a signed-in owner in the page's HTML. supabase-js writes it in the browser and refreshes
 * it; the server reads it and refreshes it when it has expired. A script on the page can read it, as it could read
 * the local storage supabase-js used before: the admin's CSP is what keeps foreign scripts out.
 */
export const SESSION_COOKIE = 'painel-sessao'

/** Only the admin's pages receive the cookie: the public pages and their caches never see it. */
const COOKIE_PATH = '/admin'

/** As long as browsers keep a cookie (400 days): the refresh token decides when the session ends. */
const COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60

/** The tokens supabase-js stores for a session when the user is stored apart (its `userStorage`). */
export const sessionTokensSchema = z.object({
  /** The JWT that PostgREST and Auth check. */
  access_token: z.string().min(1),
  /** Exchanged, once, for the next access token. */
  refresh_token: z.string().min(1),
  /** When the access token expires, in seconds since 1970. */
  expires_at: z.number(),
})

export type SessionTokens = z.infer<typeof sessionTokensSchema>

/** The tokens in a `Cookie` header (or `document.cookie`), or null when there are none or they are not tokens. */
export function readSessionCookie(cookieHeader: string | null | undefined): SessionTokens | null {
  const value = storedSession(cookieHeader)
  if (value === null) return null
  try {
    const parsed = sessionTokensSchema.safeParse(JSON.parse(value))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** What supabase-js stored in the session cookie of a `Cookie` header (or `document.cookie`), if anything. */
export function storedSession(cookieHeader: string | null | undefined): string | null {
  return parse(cookieHeader ?? '', SESSION_COOKIE)[SESSION_COOKIE] ?? null
}

/**
 * The cookie that stores `json` (what supabase-js stores, or null to remove it), as `document.cookie` and
 * `Set-Cookie` both take it. Secure on https; SameSite=Lax, so that a link to the admin from an e-mail still
 * brings the session along, while no other site's form or script can send it.
 */
export function sessionCookie(json: string | null, { secure }: { secure: boolean }): string {
  return serialize(SESSION_COOKIE, json ?? '', { path: COOKIE_PATH, maxAge: json === null ? 0 : COOKIE_MAX_AGE_S, sameSite: 'Lax', secure })
}
