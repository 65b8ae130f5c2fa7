import { describe, expect, it } from 'vitest'
import { mfaHookIsOn, type AuthCall } from '../../scripts/mfaHookProbe.ts'

/** An Auth that refuses each wrong code, and rejects the `rejectAt`-th one when its hook is on. */
function fakeAuth(rejectAt: number | null): { call: AuthCall; verifications: () => number } {
  let verified = 0
  const call: AuthCall = async (_method, path) => {
    if (path === '/factors') return { ok: true, body: { id: 'fator' } }
    if (path.endsWith('/challenge')) return { ok: true, body: { id: 'desafio' } }
    verified += 1
    return { ok: false, body: { code: verified === rejectAt ? 'mfa_verification_rejected' : 'mfa_verification_failed' } }
  }
  return { call, verifications: () => verified }
}

describe('the MFA verification hook probe of supabase:preparar', () => {
  it('finds the hook on when Auth rejects a wrong code within the allowance, and stops there', async () => {
    const auth = fakeAuth(5)
    expect(await mfaHookIsOn(auth.call)).toBe(true)
    expect(auth.verifications()).toBe(5)
  })

  it('finds it off when five wrong codes are each refused alone, and tries no sixth', async () => {
    const auth = fakeAuth(null)
    expect(await mfaHookIsOn(auth.call)).toBe(false)
    expect(auth.verifications()).toBe(5)
  })

  it('says in pt-BR when Auth refuses the test factor', async () => {
    await expect(mfaHookIsOn(async () => ({ ok: false, body: { code: 'mfa_totp_enroll_not_enabled' } }))).rejects.toThrow(
      'Auth recusou cadastrar o fator de teste (mfa_totp_enroll_not_enabled)',
    )
  })
})
