import { createClient, type SupabaseClient } from '@supabase/supabase-js'

/**
 * The admin's one supabase-js client, with a persisted, self-refreshing session. A module of its own, imported
 * once the screen has painted: supabase-js is the largest part of the admin's scripts, and no first paint needs it.
 */
export function createAdminClient({ url, anonKey }: { url: string; anonKey: string }): SupabaseClient {
  // Supabase Auth's implicit flow brings the recovery session in the URL fragment, which supabase-js reads and clears.
  return createClient(url, anonKey, { auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true } })
}
