import type { SupabaseClient } from '@supabase/supabase-js'
import { Secret, TOTP } from 'otpauth'

/** The code an authenticator app shows now for a TOTP secret (base32), as Supabase Auth checks it. */
export function codeFor(secret: string): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate()
}

/** Enrols a TOTP factor for the client's user and verifies it with a code: the client's session is then aal2. */
export async function enrolAndVerify(signed: SupabaseClient): Promise<{ factorId: string; secret: string }> {
  const { data, error } = await signed.auth.mfa.enroll({ factorType: 'totp' })
  if (error) throw new Error(`could not enrol a TOTP factor: ${error.message}`)
  const verified = await signed.auth.mfa.challengeAndVerify({ factorId: data.id, code: codeFor(data.totp.secret) })
  if (verified.error) throw new Error(`could not verify the TOTP factor: ${verified.error.message}`)
  return { factorId: data.id, secret: data.totp.secret }
}

/** A code that is not the one an authenticator app shows now for a TOTP secret. */
export function wrongCodeFor(secret: string): string {
  return String((Number(codeFor(secret)) + 500_000) % 1_000_000).padStart(6, '0')
}
