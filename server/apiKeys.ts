/**
 * The role a Supabase API key grants: a legacy key's JWT `role` claim (read, not verified: only Supabase can, and
 * it does), or what the prefix of a newer hosted project's key says; null when the key names none.
 */
export function apiKeyRole(key: string): string | null {
  if (key.startsWith('sb_publishable_')) return 'anon'
  if (key.startsWith('sb_secret_')) return 'service_role'
  const role = jwtClaims(key)?.role
  return typeof role === 'string' ? role : null
}

/**
 * A JWT's claims, read without verifying it, or null when the value is not a JWT. Kept free of npm packages so that
 * the repository settings check (scripts/check-settings.ts) runs with plain Node before `npm ci`.
 */
export function jwtClaims(key: string): Record<string, unknown> | null {
  const parts = key.split('.')
  if (parts.length !== 3 || !parts[1]) return null
  try {
    const claims: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'))
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** The Supabase keys the server reads from its environment, the role each must grant and why, in the owner's words. */
const expectedKeys = [
  { name: 'SUPABASE_ANON_KEY', role: 'anon', what: 'a chave pública (anon ou publishable)', why: 'todo navegador do painel a recebe' },
  {
    name: 'SUPABASE_SERVICE_ROLE_KEY',
    role: 'service_role',
    what: 'a chave de serviço (service_role ou secret)',
    why: 'só o servidor a usa',
  },
] as const

/**
 * One line per key of `env` that is not of its role, for the launch check (scripts/check-launch.ts), which the
 * server's start would refuse (server/env.ts) with the same facts in English.
 */
export function apiKeyLines(env: Record<string, string | undefined>): string[] {
  return expectedKeys.flatMap(({ name, role, what, why }) => {
    const key = env[name]
    if (!key) return []
    const found = apiKeyRole(key)
    if (found === role) return []
    const is = found ? `é uma chave de papel "${found}"` : 'não é uma chave do Supabase'
    return [`${name}: ${is}, não ${what} — copie ${what} do painel do Supabase (${why}); com esta o servidor não inicia`]
  })
}
