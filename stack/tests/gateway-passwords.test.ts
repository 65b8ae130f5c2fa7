import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lastLinkTo } from '../gateway/auth/outbox.ts'
import { connectTestStack, createPlainUser, unique, type TestStack } from './harness.ts'

let t: TestStack

beforeAll(async () => {
  t = await connectTestStack()
})

afterAll(() => t?.stop())

/** The cost factor of a user's stored bcrypt hash (`$2a$10$…` → 10). */
async function bcryptCost(email: string): Promise<number> {
  const [row] = await t.sql<{ hash: string }>('select encrypted_password as hash from auth.users where lower(email) = lower($1)', [email])
  const cost = row?.hash.match(/^\$2[abxy]\$(\d\d)\$/)?.[1]
  if (!cost) throw new Error(`no bcrypt hash for ${email}`)
  return Number(cost)
}

describe('stored passwords', () => {
  it('of the seeded local admin are hashed with bcrypt cost 10 or more, as Supabase Auth does', async () => {
    expect(await bcryptCost(t.stack.admin.email)).toBeGreaterThanOrEqual(10)
  })

  it('set through the admin API or a password change are hashed with cost 10 or more', async () => {
    const login = { email: `${unique('criada')}@exemplo.com.br`, password: 'senha-do-teste' }
    const response = await fetch(`${t.stack.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: t.stack.serviceKey, authorization: `Bearer ${t.stack.serviceKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...login, email_confirm: true }),
    })
    expect(response.status).toBe(200)
    expect(await bcryptCost(login.email)).toBeGreaterThanOrEqual(10)
    const user = await createPlainUser(t, 'troca-custo')
    const client = await t.signedIn(user)
    expect((await client.auth.updateUser({ password: 'outra-senha-segura', current_password: user.password })).error).toBeNull()
    expect(await bcryptCost(user.email)).toBeGreaterThanOrEqual(10)
  })

  it('hashed with a lower cost are hashed again with cost 10 at the next sign-in', async () => {
    const user = await createPlainUser(t, 'custo-baixo')
    await t.sql("update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', 4)) where id = $1", [
      user.id,
      user.password,
    ])
    expect(await bcryptCost(user.email)).toBe(4)
    await t.signedIn(user)
    expect(await bcryptCost(user.email)).toBeGreaterThanOrEqual(10)
    await t.signedIn(user)
  })
})

describe('a password change', () => {
  it('ends every other session of the user and keeps the current one', async () => {
    const user = await createPlainUser(t, 'duas-sessoes')
    const laptop = await t.signedIn(user)
    const phone = await t.signedIn(user)
    const phoneSession = (await phone.auth.getSession()).data.session
    const other = await createPlainUser(t, 'vizinho')
    const otherSession = (await (await t.signedIn(other)).auth.getSession()).data.session
    expect((await laptop.auth.updateUser({ password: 'senha-nova-segura', current_password: user.password })).error).toBeNull()

    const oldAccess = await fetch(`${t.stack.url}/auth/v1/user`, {
      headers: { apikey: t.stack.anonKey, authorization: `Bearer ${phoneSession?.access_token}` },
    })
    expect(oldAccess.status).toBe(403)
    expect(await oldAccess.json()).toMatchObject({ code: 'session_not_found' })
    const oldRefresh = await t.anon().auth.refreshSession({ refresh_token: phoneSession?.refresh_token ?? '' })
    expect(oldRefresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })

    expect((await laptop.auth.getUser()).data.user?.email).toBe(user.email)
    expect((await laptop.auth.refreshSession()).error).toBeNull()
    expect((await t.anon().auth.getUser(otherSession?.access_token ?? '')).data.user?.email).toBe(other.email)
  })

  it('without a new password keeps the other sessions', async () => {
    const user = await createPlainUser(t, 'so-dados')
    const laptop = await t.signedIn(user)
    const phone = await t.signedIn(user)
    expect((await laptop.auth.updateUser({ data: { nome: 'Ana' } })).error).toBeNull()
    expect((await phone.auth.refreshSession()).error).toBeNull()
  })
})

describe('a new password', () => {
  it('needs the current one, refused with Supabase Auth’s codes when missing or wrong', async () => {
    const user = await createPlainUser(t, 'atual')
    const client = await t.signedIn(user)
    const missing = await client.auth.updateUser({ password: 'senha-nova-segura' })
    expect(missing.error).toMatchObject({ status: 400, code: 'current_password_required' })
    const wrong = await client.auth.updateUser({ password: 'senha-nova-segura', current_password: 'nao-e-esta' })
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_invalid' })
    await t.signedIn(user)
    expect((await client.auth.updateUser({ password: 'senha-nova-segura', current_password: user.password })).error).toBeNull()
    await t.signedIn({ ...user, password: 'senha-nova-segura' })
  })

  it('set in a session opened by a recovery link needs no current password, also once that session has refreshed', async () => {
    const user = await createPlainUser(t, 'recuperada')
    expect(
      (await t.anon().auth.resetPasswordForEmail(user.email, { redirectTo: 'http://localhost:3000/admin/nova-senha' })).error,
    ).toBeNull()
    const location = (await fetch((await lastLinkTo(t.stack.outbox, user.email)) ?? '', { redirect: 'manual' })).headers.get('location')
    const fragment = new URLSearchParams(new URL(location ?? '').hash.slice(1))
    const client = t.anon()
    const opened = await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    })
    expect(opened.error).toBeNull()
    expect((await client.auth.updateUser({ password: 'escolhida-no-link' })).error).toBeNull()
    expect((await client.auth.refreshSession()).error).toBeNull()
    expect((await client.auth.updateUser({ password: 'escolhida-de-novo' })).error).toBeNull()
    await t.signedIn({ ...user, password: 'escolhida-de-novo' })
  })

  it.each([
    ['7 characters', '1234567', { status: 422, code: 'weak_password' }],
    ['73 bytes', 'a'.repeat(73), { status: 400, code: 'validation_failed' }],
    ['37 characters but 74 bytes', 'é'.repeat(37), { status: 400, code: 'validation_failed' }],
  ])('of %s is refused, in a password change and for a new user', async (_case, password, refusal) => {
    const user = await createPlainUser(t, 'regras')
    const client = await t.signedIn(user)
    expect((await client.auth.updateUser({ password, current_password: user.password })).error).toMatchObject(refusal)
    const created = await fetch(`${t.stack.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: t.stack.serviceKey, authorization: `Bearer ${t.stack.serviceKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${unique('regras')}@exemplo.com.br`, password, email_confirm: true }),
    })
    expect({ status: created.status, code: ((await created.json()) as { code: string }).code }).toEqual(refusal)
  })

  it('of 8 characters or of exactly 72 bytes is set', async () => {
    const user = await createPlainUser(t, 'limites')
    const client = await t.signedIn(user)
    expect((await client.auth.updateUser({ password: '12345678', current_password: user.password })).error).toBeNull()
    expect((await client.auth.updateUser({ password: 'é'.repeat(36), current_password: '12345678' })).error).toBeNull()
    await t.signedIn({ ...user, password: 'é'.repeat(36) })
  })
})

describe('a sign-in', () => {
  it('with a password longer than bcrypt reads fails, though its first 72 bytes are the password', async () => {
    const user = await createPlainUser(t, 'prefixo')
    const password = 'a'.repeat(72)
    await t.sql("update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', 10)) where id = $1", [
      user.id,
      password,
    ])
    await t.signedIn({ ...user, password })
    const longer = await t.anon().auth.signInWithPassword({ email: user.email, password: `${password}-outro-final` })
    expect(longer.error).toMatchObject({ status: 400, code: 'invalid_credentials' })
  })
})
