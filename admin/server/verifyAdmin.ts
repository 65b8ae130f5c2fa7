import type { SupabaseClient } from '@supabase/supabase-js'
import { SECOND_FACTOR_NEEDED, owesSecondFactor } from './secondFactor'

/**
 * Longest wait for one answer of Supabase to the admin's server-side calls (whose token, is it an admin's, their
 * post list), which go through a client of their own, without the blog's circuit breaker (server/createServer.ts).
 */
export const ADMIN_UPSTREAM_TIMEOUT_MS = 2000

/** Who sent a request to the admin endpoints: an admin, or why not. */
type Caller = { admin: true; userId: string; email: string | null } | { admin: false; status: 401 | 403 | 503; reason: string }

/** The bearer token of a request, if any. */
export function bearerToken(request: Request): string | null {
  return request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null
}

/**
 * Asks Supabase whose token this is (Auth: signature, expiry, session not ended) and whether they are in
 * public.admins (is_admin() with that token), both at once. The site never needs the project's JWT secret,
 * so this works the same with a hosted project and with the local stack.
 */
export async function identifyAdmin(client: SupabaseClient, token: string | null): Promise<Caller> {
  if (!token) return { admin: false, status: 401, reason: 'Sessão ausente.' }
  const [user, isAdmin] = await Promise.all([
    client.auth.getUser(token),
    client.rpc('is_admin').setHeader('Authorization', `Bearer ${token}`),
  ])
  if (user.error) return unavailable(user.error.status) ?? { admin: false, status: 401, reason: 'Sessão inválida ou expirada.' }
  if (isAdmin.error) return unavailable(isAdmin.status) ?? { admin: false, status: 401, reason: 'Sessão inválida ou expirada.' }
  if (isAdmin.data !== true) {
    if (owesSecondFactor(user.data.user, token)) return { admin: false, status: 401, reason: SECOND_FACTOR_NEEDED }
    return { admin: false, status: 403, reason: 'Esta conta não é de administrador.' }
  }
  return { admin: true, userId: user.data.user.id, email: user.data.user.email ?? null }
}

/** A network failure, a timeout or a server error says nothing about the token. */
function unavailable(status: number | undefined): Caller | null {
  return !status || status >= 500 ? { admin: false, status: 503, reason: 'Não foi possível verificar a sessão agora.' } : null
}
