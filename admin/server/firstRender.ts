import type { SupabaseClient } from '@supabase/supabase-js'
import { z } from 'zod'
import type { SignedIn } from '../pageData'
import { parsePostList, postListRequest, type PostListItem } from '../posts/postList'
import { unwrap } from '../result'
import { readSessionCookie, sessionCookie, sessionTokensSchema, type SessionTokens } from '../sessionCookie'
import { identifyAdmin } from './verifyAdmin'

/** What the server learnt from a request's session cookie, and the cookie to send back when it refreshed it. */
export type FirstRender = { signedIn: SignedIn | null; setCookie: string | null }

/** Refreshes a session this long before its access token expires, as supabase-js does. */
const EXPIRY_MARGIN_S = 90

/** Supabase Auth's answers to a refresh token it will not exchange (unknown, revoked, reused too late). */
const SESSION_OVER = new Set([400, 401, 403])

/** Longest wait for Supabase Auth to refresh a session. */
const REFRESH_TIMEOUT_MS = 2000

/** Supabase Auth's answer to a refresh: a session, whose user zod leaves out (the cookie keeps the tokens only). */
const refreshedSchema = sessionTokensSchema.extend({
  expires_at: z.number().optional(),
  expires_in: z.number(),
  token_type: z.string(),
})

/** A refreshed session as supabase-js stores it in the cookie. */
type Refreshed = SessionTokens & { expires_in: number; token_type: string }

/** No admin known: the browser finds out (no cookie, or one the server could not use). */
export const noFirstRender: FirstRender = { signedIn: null, setCookie: null }

/**
 * Navigations whose request may spend the session's refresh token: the owner's own (typed, a bookmark, a link of
 * this site). Another site's link or a cancelled navigation could leave her browser holding a spent token, which
 * Auth answers by ending her session; those, and requests that say nothing, leave the refresh to the browser.
 */
const OWN_NAVIGATION = new Set(['none', 'same-origin'])

/**
 * Reads the session cookie of a request for the post list: when it belongs to an admin, their posts, read with
 * their own token (RLS decides, as in the browser), so that the list is in the page's HTML. An expired access token
 * is refreshed first, on the owner's own navigations only, and the new tokens go back in the cookie. Anything that
 * fails or throws leaves the page to the browser, as without a cookie: the server never fails a page over a session.
 */
export async function readFirstRender(
  request: Request,
  { client, url, anonKey, secure }: { client: SupabaseClient; url: string; anonKey: string; secure: boolean },
): Promise<FirstRender> {
  let setCookie: string | null = null
  try {
    const stored = readSessionCookie(request.headers.get('cookie'), { secure })
    if (!stored) return noFirstRender
    let token = stored.access_token
    if (stored.expires_at - EXPIRY_MARGIN_S <= Date.now() / 1000) {
      if (!OWN_NAVIGATION.has(request.headers.get('sec-fetch-site') ?? '')) return noFirstRender
      const refreshed = await refresh(stored.refresh_token, { url, anonKey, signal: request.signal }).catch(() => undefined)
      // No answer says nothing of the session, which the browser will refresh itself.
      if (refreshed === undefined) return noFirstRender
      setCookie = sessionCookie(refreshed && JSON.stringify(refreshed), { secure })
      // Refused means the session is over (signed out, or its refresh token reused): the cookie goes too.
      if (!refreshed) return { signedIn: null, setCookie }
      token = refreshed.access_token
    }
    const [caller, posts] = await Promise.all([identifyAdmin(client, token), readPosts(client, token)])
    if (!caller.admin) return { signedIn: null, setCookie }
    return { signedIn: { user: { id: caller.userId, email: caller.email }, posts }, setCookie }
  } catch {
    // A refreshed session still goes back to the browser, which holds only the spent token otherwise.
    return { signedIn: null, setCookie }
  }
}

/** The admin's post list read with their token, or null when it could not be read. */
async function readPosts(client: SupabaseClient, token: string): Promise<PostListItem[] | null> {
  try {
    // One try, as the blog's reads: postgrest-js would retry a failed read for seconds while the page waits.
    return parsePostList(unwrap(await postListRequest(client).setHeader('Authorization', `Bearer ${token}`).retry(false)))
  } catch {
    return null
  }
}

/**
 * Exchanges a refresh token for a new session with Supabase Auth, directly: the server's shared client must never
 * hold anyone's session. The new session as supabase-js stores it (without its user); null when Auth refused the token.
 */
async function refresh(
  refreshToken: string,
  { url, anonKey, signal }: { url: string; anonKey: string; signal: AbortSignal },
): Promise<Refreshed | null> {
  const response = await fetch(`${url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
    // Abandoned with the request: a refresh whose answer cannot reach the browser would only spend its token.
    signal: AbortSignal.any([signal, AbortSignal.timeout(REFRESH_TIMEOUT_MS)]),
  })
  // Only a refused token ends the session: a 429 (Auth limits refreshes per address, and every refresh here comes
  // from the server's, which a flood of forged cookies could spend) or a 5xx says nothing of the owner's.
  if (SESSION_OVER.has(response.status)) return null
  if (!response.ok) throw new Error(`Supabase Auth answered ${response.status}`)
  const session = refreshedSchema.parse(await response.json())
  return { ...session, expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in }
}
