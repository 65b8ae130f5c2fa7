/** A call to the project's Auth as the signed-in test user: the answer's success and the fields read here. */
export type AuthCall = (
  method: string,
  path: string,
  body?: object,
) => Promise<{ ok: boolean; body: { id?: string; code?: string | number } }>

/** Wrong codes the MFA verification attempt hook allows a user before it rejects (supabase/migrations/…_mfa_attempt_limit.sql). */
const ALLOWED_WRONG = 5

/** The code the probe gives: six characters no authenticator app shows, so always wrong. */
const NEVER_A_CODE = 'abcdef'

/**
 * Whether the project's MFA verification attempt hook is turned on, seen from outside: a factor enrolled for the
 * throw-away test user takes wrong codes until the hook rejects one (on) or the allowance passes (off). A rejection
 * ends the test user's sessions, so this runs last.
 */
export async function mfaHookIsOn(call: AuthCall): Promise<boolean> {
  const factor = await call('POST', '/factors', { factor_type: 'totp', friendly_name: 'preparar' })
  if (!factor.ok || !factor.body.id) throw new Error(`Auth recusou cadastrar o fator de teste (${String(factor.body.code)})`)
  for (let attempt = 1; attempt <= ALLOWED_WRONG; attempt++) {
    const challenge = await call('POST', `/factors/${factor.body.id}/challenge`, {})
    if (!challenge.ok || !challenge.body.id) throw new Error(`Auth recusou o desafio do fator de teste (${String(challenge.body.code)})`)
    const verify = await call('POST', `/factors/${factor.body.id}/verify`, { challenge_id: challenge.body.id, code: NEVER_A_CODE })
    if (verify.body.code === 'mfa_verification_rejected') return true
  }
  return false
}
