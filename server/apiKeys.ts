import { decodeJwt } from 'jose'

/**
 * The role a Supabase API key grants: a legacy key's JWT `role` claim (read, not verified: only Supabase can, and
 * it does), or what the prefix of a newer hosted project's key says; null when the key names none.
 */
export function apiKeyRole(key: string): string | null {
  if (key.startsWith('sb_publishable_')) return 'anon'
  if (key.startsWith('sb_secret_')) return 'service_role'
  try {
    const { role } = decodeJwt(key)
    return typeof role === 'string' ? role : null
  } catch {
    return null
  }
}
