import type { User } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'

/** What the admin says when the session still lacks the second factor's code (aal1 where aal2 is needed). */
export const SECOND_FACTOR_NEEDED = 'Falta o código de verificação em duas etapas: entre de novo e digite o código do aplicativo.'

/**
 * Whether a token Auth has accepted passed only the password of a user with a verified second factor: such a session
 * owes its code, and is no admin's until it gives it (is_admin() asks for aal2 then, supabase/migrations).
 */
export function owesSecondFactor(user: User, token: string): boolean {
  return Boolean(user.factors?.some((factor) => factor.status === 'verified')) && decodeJwt(token).aal !== 'aal2'
}
