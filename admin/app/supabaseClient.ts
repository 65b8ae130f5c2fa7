import { createClient, type SupabaseClient, type SupportedStorage } from '@supabase/supabase-js'
import { SESSION_COOKIE, sessionCookie, storedSession } from '../sessionCookie'

/**
 * Where supabase-js keeps the session's tokens: the admin's session cookie, which the server reads to render the
 * post list. Anything else it would store goes to local storage, as before.
 */
const cookieStorage: SupportedStorage = {
  getItem(key) {
    if (key !== SESSION_COOKIE) return localStorage.getItem(key)
    return storedSession(document.cookie)
  },
  setItem(key, value) {
    if (key !== SESSION_COOKIE) return localStorage.setItem(key, value)
    document.cookie = sessionCookie(value, { secure: location.protocol === 'https:' })
  },
  removeItem(key) {
    if (key !== SESSION_COOKIE) return localStorage.removeItem(key)
    document.cookie = sessionCookie(null, { secure: location.protocol === 'https:' })
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
      // Supabase Auth's implicit flow brings the recovery session in the URL fragment, which supabase-js reads and clears.
      detectSessionInUrl: true,
      storageKey: SESSION_COOKIE,
      storage: cookieStorage,
      // The user's details would make the cookie too large for some browsers (4 KB), and the server needs only the tokens.
      userStorage: localStorage,
    },
  })
}
