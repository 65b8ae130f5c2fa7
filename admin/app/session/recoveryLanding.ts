import { decodeJwt } from 'jose'
import { adminPath } from '../../routes'
import { storedSession } from '../../sessionCookie'

/** Whether the admin is served over https, which names the cookie (sessionCookie.ts). */
export const where = () => ({ secure: location.protocol === 'https:' })

/** The user a session's access token names (unverified: only compared, Auth checks the URL's token itself). */
function userOf(accessToken: unknown): string | null {
  try {
    return typeof accessToken === 'string' ? (decodeJwt(accessToken).sub ?? null) : null
  } catch {
    return null
  }
}

/** The user of the session this browser stores, or null when it stores none (or one unreadable). */
function storedUser(): string | null {
  const stored = storedSession(document.cookie, where())
  try {
    return stored === null ? null : userOf((JSON.parse(stored) as { access_token?: unknown }).access_token)
  } catch {
    return null
  }
}

/**
 * Supabase Auth's implicit flow brings the recovery session in the URL fragment, which supabase-js reads and clears:
 * only on the page the recovery link lands on, only a recovery, and never over another user's stored session. The
 * path and `type=recovery` are whoever wrote the link's, so a link carrying someone else's tokens would otherwise
 * replace the signed-in owner's session with theirs. The same user's stored session may be replaced: an expired one
 * must not keep her own recovery link from working.
 */
export function isRecoveryLanding(url: URL, params: Record<string, string>): boolean {
  if (url.pathname !== adminPath({ screen: 'reset' }) || params.type !== 'recovery') return false
  const stored = storedUser()
  return stored === null || stored === userOf(params.access_token)
}
