import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { client, createThrowAwayUser, followRecoveryLink, jwtClaims, recoverySession, signedIn, type ThrowAwayUser } from './target.ts'

const target = inject('contractTarget')
let user: ThrowAwayUser

beforeAll(async () => {
  user = await createThrowAwayUser(target)
})

afterAll(() => user?.remove())

/** The admin's session lifetime (README, 'To use a hosted Supabase project': JWT expiry 300 s). */
const ACCESS_TOKEN_SECONDS = 300

/** How long a rotated refresh token may still be used (tabs refreshing at once): Supabase Auth's default. */
const REUSE_INTERVAL_SECONDS = 10

describe(`Auth sessions (${target.kind})`, () => {
  it('signs a user in with a password and hands out a 5-minute access token', async () => {
    const { data, error } = await client(target).auth.signInWithPassword(user)
    expect(error).toBeNull()
    expect(data.session?.expires_in).toBe(ACCESS_TOKEN_SECONDS)
    const claims = jwtClaims(data.session?.access_token ?? '')
    expect(claims).toMatchObject({ role: 'authenticated', aud: 'authenticated', email: user.email })
    expect(Number(claims.exp) - Number(claims.iat)).toBe(ACCESS_TOKEN_SECONDS)
  })

  it('refuses a wrong password with invalid_credentials', async () => {
    const { data, error } = await client(target).auth.signInWithPassword({ email: user.email, password: 'nao-e-a-senha' })
    expect(error?.code).toBe('invalid_credentials')
    expect(data.session).toBeNull()
  })

  it('rotates the refresh token, and the new access token is accepted', async () => {
    const signed = await signedIn(target, user)
    const before = (await signed.auth.getSession()).data.session
    const { data, error } = await signed.auth.refreshSession()
    expect(error).toBeNull()
    expect(data.session?.refresh_token).not.toBe(before?.refresh_token)
    const { data: current } = await client(target).auth.getUser(data.session?.access_token)
    expect(current.user?.id).toBe(user.id)
  })

  it('ends the whole session when a spent refresh token comes back after the reuse interval', async () => {
    const signed = await signedIn(target, user)
    const spent = (await signed.auth.getSession()).data.session?.refresh_token ?? ''
    const { data } = await signed.auth.refreshSession()
    await new Promise((resolve) => setTimeout(resolve, REUSE_INTERVAL_SECONDS * 1000 + 1000))
    const replayed = await client(target).auth.refreshSession({ refresh_token: spent })
    expect(replayed.error?.code).toBe('refresh_token_already_used')
    const current = await client(target).auth.refreshSession({ refresh_token: data.session?.refresh_token ?? '' })
    expect(current.error).not.toBeNull()
  })

  it('ends a signed-out session at once for Auth: its refresh token and its access token are refused', async () => {
    const signed = await signedIn(target, user)
    const session = (await signed.auth.getSession()).data.session
    expect((await signed.auth.signOut()).error).toBeNull()
    const refreshed = await client(target).auth.refreshSession({ refresh_token: session?.refresh_token ?? '' })
    expect(refreshed.error).not.toBeNull()
    const asked = await client(target).auth.getUser(session?.access_token)
    expect(asked.data.user).toBeNull()
  })
})

describe(`Auth accounts (${target.kind})`, () => {
  it('has sign-ups closed: only an admin makes accounts', async () => {
    const { data, error } = await client(target).auth.signUp({
      email: `contract-signup-${user.id}@example.com`,
      password: 'senha-de-cadastro',
    })
    if (data.user) await client(target, target.serviceKey).auth.admin.deleteUser(data.user.id)
    expect(error?.code).toBe('signup_disabled')
  })

  it('has anonymous sign-ins closed', async () => {
    const { data, error } = await client(target).auth.signInAnonymously()
    if (data.user) await client(target, target.serviceKey).auth.admin.deleteUser(data.user.id)
    expect(error).not.toBeNull()
    expect(data.session).toBeNull()
  })
})

describe(`Auth passwords (${target.kind})`, () => {
  it('refuses a new password under 8 characters with weak_password', async () => {
    const signed = await signedIn(target, user)
    const { error } = await signed.auth.updateUser({ password: '1234567', current_password: user.password })
    expect(error?.code).toBe('weak_password')
  })

  it('refuses a new password longer than bcrypt reads (72 bytes)', async () => {
    const signed = await signedIn(target, user)
    const { error } = await signed.auth.updateUser({ password: 'ç'.repeat(37), current_password: user.password })
    expect(error).not.toBeNull()
    expect((await client(target).auth.signInWithPassword(user)).error).toBeNull()
  })

  it('asks a signed-in session for the current password (current_password_required, current_password_invalid)', async () => {
    const signed = await signedIn(target, user)
    const missing = await signed.auth.updateUser({ password: 'uma-senha-nova-qualquer' })
    expect(missing.error?.code).toBe('current_password_required')
    const wrong = await signed.auth.updateUser({ password: 'uma-senha-nova-qualquer', current_password: 'nao-e-a-senha' })
    expect(wrong.error?.code).toBe('current_password_invalid')
  })

  it('changes the password given the current one', async () => {
    const signed = await signedIn(target, user)
    const password = `${user.password}-nova`
    expect((await signed.auth.updateUser({ password, current_password: user.password })).error).toBeNull()
    user.password = password
    expect((await client(target).auth.signInWithPassword(user)).error).toBeNull()
  })
})

/** Follows a recovery link for the throw-away user as a browser would, up to where it lands. */
const openRecoveryLink = (redirectTo: string) => followRecoveryLink(target, user.email, redirectTo)

describe(`Auth recovery (${target.kind})`, () => {
  const site = new URL(target.siteUrl)
  const resetPage = new URL('/admin/nova-senha', site).href

  it("lands a recovery link on the admin's new-password page with a recovery session", async () => {
    const landed = await openRecoveryLink(resetPage)
    expect(landed.origin + landed.pathname).toBe(resetPage)
    const fragment = new URLSearchParams(landed.hash.slice(1))
    expect(fragment.get('type')).toBe('recovery')
    expect(fragment.get('access_token')).toBeTruthy()
  })

  it('never lands a recovery link on another origin (the redirect allow-list)', async () => {
    for (const elsewhere of ['https://atacante.example/admin/nova-senha', `${site.protocol}//${site.hostname}:1/admin/nova-senha`]) {
      const landed = await openRecoveryLink(elsewhere)
      expect(landed.origin).toBe(site.origin)
    }
  })

  it('lets a recovery session set a new password without the current one', async () => {
    const recovering = await recoverySession(target, await openRecoveryLink(resetPage))
    const password = `${user.password}-recuperada`
    expect((await recovering.auth.updateUser({ password })).error).toBeNull()
    user.password = password
    expect((await client(target).auth.signInWithPassword(user)).error).toBeNull()
  })

  it('answers a recovery request for an unknown email as for any other', async () => {
    const { error } = await client(target).auth.resetPasswordForEmail(`contract-ninguem-${user.id}@example.com`, { redirectTo: resetPage })
    expect(error).toBeNull()
  })
})
