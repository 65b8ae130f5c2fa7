import type { AuthError, SupabaseClient } from '@supabase/supabase-js'

/**
 * Whether a session has passed its password but still owes the second factor's code: its token is aal1 and its user
 * has a verified factor. Asked of Supabase Auth (the user's factors as they are now, not as this browser kept them).
 */
export async function needsSecondFactor(client: SupabaseClient, accessToken: string): Promise<boolean> {
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel(accessToken)
  if (error) throw error
  return data.currentLevel !== 'aal2' && data.nextLevel === 'aal2'
}

/**
 * Verifies a code against the user's TOTP factors, each in turn until one takes it (the owner may have enrolled a
 * second phone, and a code says nothing of which app made it). Null once verified (the session is then aal2), else
 * Supabase Auth's refusal.
 */
export async function verifyCode(client: SupabaseClient, code: string): Promise<AuthError | null> {
  const { data, error } = await client.auth.mfa.listFactors()
  if (error) return error
  let refusal: AuthError | null = null
  for (const factor of data.totp) {
    const verified = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code })
    if (!verified.error) return null
    refusal = verified.error
    if (refusal.code !== 'mfa_verification_failed') break
  }
  return refusal
}

/** The six digits of a code as the owner typed it (spaces, a dash), or null when it is not six digits. */
export function codeDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '')
  return /^\d{6}$/.test(digits) ? digits : null
}
