import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { codeFor, enrolAndVerify, wrongCodeFor } from './secondFactor.ts'
import { REFUSED } from './roles.ts'
import { client, createThrowAwayUser, signedIn, type ThrowAwayUser } from './target.ts'

// Wrong codes of the second factor per user: with the MFA verification attempt hook turned on (the local stack, or a
// hosted project whose plan offers it, CONTRACT_MFA_HOOK=on), the fifth wrong code within ten minutes is rejected,
// every session of the user ends, and the user's verification stays locked, the right code included. Without the
// hook, Auth refuses each wrong code alone and limits only the requests of each client address.
const target = inject('contractTarget')
/** Wrong codes the hook allows a user in its window; the last one locks. */
const ALLOWED_WRONG = 5
let user: ThrowAwayUser
let factor: { factorId: string; secret: string }
let enrolled: SupabaseClient

beforeAll(async () => {
  user = await createThrowAwayUser(target)
  enrolled = await signedIn(target, user)
  factor = await enrolAndVerify(enrolled)
})

afterAll(() => user?.remove())

const attempt = (signed: SupabaseClient, code: string) => signed.auth.mfa.challengeAndVerify({ factorId: factor.factorId, code })

describe(`wrong codes per user (${target.kind}, hook ${target.mfaHook ? 'on' : 'off'})`, () => {
  it(
    target.mfaHook ? 'locks the verification after five wrong codes and ends every session' : 'refuses each wrong code alone',
    async () => {
      const guesser = await signedIn(target, user)
      for (let tried = 1; tried < ALLOWED_WRONG; tried++) {
        expect((await attempt(guesser, wrongCodeFor(factor.secret))).error?.code).toBe('mfa_verification_failed')
      }
      const last = await attempt(guesser, wrongCodeFor(factor.secret))
      const owner = await signedIn(target, user)
      const right = await attempt(owner, codeFor(factor.secret))
      if (target.mfaHook) {
        expect(last.error).toMatchObject({ code: 'mfa_verification_rejected', status: 403 })
        expect((await enrolled.auth.refreshSession()).error?.code).toBe('refresh_token_not_found')
        expect(right.error).toMatchObject({ code: 'mfa_verification_rejected', status: 403 })
      } else {
        expect(last.error?.code).toBe('mfa_verification_failed')
        expect(right.error).toBeNull()
      }
    },
  )

  it('keeps the attempts and the hook out of every API role, the service key included', async () => {
    const service = client(target, target.serviceKey)
    expect((await service.from('mfa_failed_attempts').select('user_id')).error).toMatchObject(REFUSED)
    for (const caller of [client(target), enrolled, service]) {
      const { error } = await caller.rpc('hook_mfa_verification_attempt', {
        event: { user_id: user.id, factor_id: factor.factorId, valid: true },
      })
      expect(error).toMatchObject(REFUSED)
    }
  })
})
