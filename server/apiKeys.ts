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
