import { createClient, type SupabaseClient, type SupportedStorage } from '@supabase/supabase-js'
import { SESSION_COOKIE, sessionCookie, storedSession } from '../../sessionCookie'
import { isRecoveryLanding, where } from './recoveryLanding'

/**
 * Where supabase-js keeps the session's tokens: the admin's session cookie, which the server reads to render the
 * post list. Anything else it would store goes to local storage, as before.
 */
const cookieStorage: SupportedStorage = {
  getItem(key) {
    if (key !== SESSION_COOKIE) return localStorage.getItem(key)
    return storedSession(document.cookie, where())
  },
  setItem(key, value) {
    if (key !== SESSION_COOKIE) return localStorage.setItem(key, value)
    document.cookie = sessionCookie(value, where())
  },
  removeItem(key) {
    if (key !== SESSION_COOKIE) return localStorage.removeItem(key)
    document.cookie = sessionCookie(null, where())
  },
}

/**
 * The admin's one supabase-js client, with a persisted, self-refreshing session. A module of its own, imported
 * once the screen has painted: supabase-js is the largest part of the admin's scripts, and no first paint needs it.
 */
export function createAdminClient({ url, anonKey }: { url: string; anonKey: string }): SupabaseClient {
  return createClient(url, anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: isRecoveryLanding,
      storageKey: SESSION_COOKIE,
      storage: cookieStorage,
      // The user's details would make the cookie too large for some browsers (4 KB), and the server needs only the tokens.
      userStorage: localStorage,
    },
  })
}
