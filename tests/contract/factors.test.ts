import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { codeFor, enrolAndVerify, wrongCodeFor } from './secondFactor.ts'
import { client, createThrowAwayUser, followRecoveryLink, jwtClaims, recoverySession, signedIn, type ThrowAwayUser } from './target.ts'

// Supabase Auth's TOTP second factor, as the admin uses it (enrol, challenge, verify, unenrol) and as the admin API
// removes it. Every factor here belongs to a throw-away user, never to the project's admin.
const target = inject('contractTarget')
let user: ThrowAwayUser

beforeAll(async () => {
  user = await createThrowAwayUser(target)
})

afterAll(() => user?.remove())

const claimsOf = async (signed: SupabaseClient) => jwtClaims((await signed.auth.getSession()).data.session?.access_token ?? '')
const methods = (claims: Record<string, unknown>) => (claims.amr as { method: string }[]).map((entry) => entry.method)

describe(`TOTP factors (${target.kind})`, () => {
  it('enrols, verifies with a code from the secret, and raises the session to aal2 until the factor is removed', async () => {
    const signed = await signedIn(target, user)
    expect(await claimsOf(signed)).toMatchObject({ aal: 'aal1' })

    const { data: enrolled, error } = await signed.auth.mfa.enroll({ factorType: 'totp' })
    expect(error).toBeNull()
    const factorId = enrolled?.id ?? ''
    expect(enrolled?.type).toBe('totp')
    expect(enrolled?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<(\?xml|svg)/)
    expect(enrolled?.totp.secret).toMatch(/^[A-Z2-7]{16,}$/)
    expect(enrolled?.totp.uri).toMatch(/^otpauth:\/\/totp\//)
    expect(enrolled?.totp.uri).toContain(`secret=${enrolled?.totp.secret}`)
    // Not yet verified: listed among all factors, not as a TOTP factor, and asks for no code.
    const listed = (await signed.auth.mfa.listFactors()).data
    expect(listed?.all).toMatchObject([{ id: factorId, status: 'unverified', factor_type: 'totp' }])
    expect(listed?.totp).toEqual([])
    expect((await signed.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })

    const secret = enrolled?.totp.secret ?? ''
    const refused = await signed.auth.mfa.challengeAndVerify({ factorId, code: wrongCodeFor(secret) })
    expect(refused.error?.code).toBe('mfa_verification_failed')
    expect(await claimsOf(signed)).toMatchObject({ aal: 'aal1' })

    const { data: challenge } = await signed.auth.mfa.challenge({ factorId })
    const verified = await signed.auth.mfa.verify({ factorId, challengeId: challenge?.id ?? '', code: codeFor(secret) })
    expect(verified.error).toBeNull()
    const raised = await claimsOf(signed)
    expect(raised).toMatchObject({ aal: 'aal2' })
    expect(methods(raised)).toEqual(expect.arrayContaining(['totp', 'password']))
    // A challenge is spent once verified.
    const again = await signed.auth.mfa.verify({ factorId, challengeId: challenge?.id ?? '', code: codeFor(secret) })
    expect(again.error).not.toBeNull()

    expect((await signed.auth.mfa.listFactors()).data?.totp).toMatchObject([{ id: factorId, status: 'verified' }])
    await signed.auth.refreshSession()
    expect(await claimsOf(signed)).toMatchObject({ aal: 'aal2' })

    // The password alone now gives an aal1 session that must ask for the code, and may not touch the factors.
    const passwordOnly = await signedIn(target, user)
    expect((await passwordOnly.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
    expect((await passwordOnly.auth.mfa.unenroll({ factorId })).error?.code).toBe('insufficient_aal')
    expect((await passwordOnly.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'outro' })).error?.code).toBe('insufficient_aal')

    expect((await signed.auth.mfa.unenroll({ factorId })).error).toBeNull()
    expect((await signed.auth.mfa.listFactors()).data?.all).toEqual([])
    await signed.auth.refreshSession()
    expect(await claimsOf(signed)).toMatchObject({ aal: 'aal1' })
  })

  it('lets the service key list and delete a user’s factors (the owner’s recovery when her phone is lost)', async () => {
    const { factorId } = await enrolAndVerify(await signedIn(target, user))
    const admin = client(target, target.serviceKey).auth.admin.mfa
    const { data, error } = await admin.listFactors({ userId: user.id })
    expect(error).toBeNull()
    expect(data?.factors).toMatchObject([{ id: factorId, status: 'verified' }])
    expect((await admin.deleteFactor({ userId: user.id, id: factorId })).error).toBeNull()
    expect((await admin.listFactors({ userId: user.id })).data?.factors).toEqual([])
    const passwordOnly = await signedIn(target, user)
    expect((await passwordOnly.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ nextLevel: 'aal1' })
  })

  it('lets a session set a password only once it has given the code (a recovery link included)', async () => {
    const { factorId, secret } = await enrolAndVerify(await signedIn(target, user))
    const resetPage = new URL('/admin/nova-senha', target.siteUrl).href
    const recovering = await recoverySession(target, await followRecoveryLink(target, user.email, resetPage))
    const password = `${user.password}-2fa`
    expect((await recovering.auth.updateUser({ password })).error?.code).toBe('insufficient_aal')
    expect((await recovering.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret) })).error).toBeNull()
    expect((await recovering.auth.updateUser({ password })).error).toBeNull()
    user.password = password
    await client(target, target.serviceKey).auth.admin.mfa.deleteFactor({ userId: user.id, id: factorId })
  })

  it('refuses the factor endpoints to anyone but the factor’s user', async () => {
    const { factorId } = await enrolAndVerify(await signedIn(target, user))
    const other = await createThrowAwayUser(target)
    try {
      const stranger = await signedIn(target, other)
      expect((await stranger.auth.mfa.challenge({ factorId })).error?.status).toBe(404)
      expect((await stranger.auth.mfa.unenroll({ factorId })).error?.status).toBe(404)
      const anon = client(target).auth.admin.mfa
      expect((await anon.listFactors({ userId: user.id })).error).not.toBeNull()
    } finally {
      await other.remove()
      await client(target, target.serviceKey).auth.admin.mfa.deleteFactor({ userId: user.id, id: factorId })
    }
  })
})
