import { ADMIN_PATH } from '../engine/routes/sitePaths'
import { parse, serialize } from 'hono/utils/cookie'
import { z } from 'zod'

/**
 * The admin's session tokens live in a cookie (the user's details stay in local storage), so that the server can
 * render the post list of a signed-in owner in the page's HTML. supabase-js writes it in the browser and refreshes
 * it; the server reads it and refreshes it when it has expired. A script on the page can read it, as it could read
 * the local storage supabase-js used before: the admin's CSP is what keeps foreign scripts out.
 */
export const SESSION_COOKIE = 'painel-sessao'

/**
 * On https the cookie is `__Host-` prefixed: the browser then takes it only from this very host, Secure, with
 * `Path=/` and no `Domain`, so neither a sibling sub-domain nor a plain-http page can plant a session of their own
 * beside the owner's. The prefix requires `Path=/`: the owner's browser sends the cookie to public pages too, which
 * never read it, never set it and never vary on it (their answers stay cacheable; only her requests carry it).
 */
const SECURE_COOKIE = `__Host-${SESSION_COOKIE}`

/** On plain http (the preview on localhost, the tests), where no cookie can be Secure, the admin's pages only receive it. */
const PLAIN_COOKIE_PATH = ADMIN_PATH

/** As long as browsers keep a cookie (400 days): the refresh token decides when the session ends. */
const COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60

/**
 * The tokens supabase-js stores for a session when the user is stored apart (its `userStorage`). Anyone can write
 * the cookie, and its tokens go into request headers: only characters a header may carry are let through.
 */
export const sessionTokensSchema = z.object({
  /** The JWT that PostgREST and Auth check: three base64url parts. */
  access_token: z
    .string()
    .max(8192)
    .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/),
  /** Exchanged, once, for the next access token. */
  refresh_token: z
    .string()
    .max(2048)
    .regex(/^[\x21-\x7e]+$/),
  /** When the access token expires, in seconds since 1970. */
  expires_at: z.number(),
})

export type SessionTokens = z.infer<typeof sessionTokensSchema>

/** The cookie's name: prefixed on https (above). */
export const sessionCookieName = ({ secure }: { secure: boolean }) => (secure ? SECURE_COOKIE : SESSION_COOKIE)

/** The tokens in a `Cookie` header (or `document.cookie`), or null when there are none or they are not tokens. */
export function readSessionCookie(cookieHeader: string | null | undefined, where: { secure: boolean }): SessionTokens | null {
  const value = storedSession(cookieHeader, where)
  if (value === null) return null
  try {
    const parsed = sessionTokensSchema.safeParse(JSON.parse(value))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** What supabase-js stored in the session cookie of a `Cookie` header (or `document.cookie`), if anything. */
export function storedSession(cookieHeader: string | null | undefined, where: { secure: boolean }): string | null {
  const name = sessionCookieName(where)
  return parse(cookieHeader ?? '', name)[name] ?? null
}

/**
 * The cookie that stores `json` (what supabase-js stores, or null to remove it), as `document.cookie` and
 * `Set-Cookie` both take it. SameSite=Lax, so that a link to the admin from an e-mail still brings the session
 * along, while no other site's form or script can send it.
 */
export function sessionCookie(json: string | null, { secure }: { secure: boolean }): string {
  return serialize(sessionCookieName({ secure }), json ?? '', {
    path: secure ? '/' : PLAIN_COOKIE_PATH,
    maxAge: json === null ? 0 : COOKIE_MAX_AGE_S,
    sameSite: 'Lax',
    secure,
  })
}
