import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lastLinkTo } from '../gateway/auth/outbox.ts'
import { connectTestStack, createPlainUser, unique, type TestStack } from './harness.ts'

let t: TestStack

/** A table of this file's own whose rows only a signed-in caller reads (row-level security), as PostgREST sees a token. */
const NOTES = 'public.stack_auth_notes'

beforeAll(async () => {
  t = await connectTestStack()
  await t.sql(`create table if not exists ${NOTES} (id text primary key)`)
  await t.sql(`alter table ${NOTES} enable row level security`)
  await t.sql(`grant select on ${NOTES} to anon, authenticated`)
  await t.sql(`drop policy if exists signed_in on ${NOTES}`)
  await t.sql(`create policy signed_in on ${NOTES} for select to authenticated using (true)`)
})

afterAll(() => t?.stop())

describe('sign-in with email and password', () => {
  it('refuses a wrong password', async () => {
    const { data, error } = await t.anon().auth.signInWithPassword({ email: t.stack.admin.email, password: 'errada' })
    expect(data.session).toBeNull()
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' })
  })

  it('returns a session shaped as supabase-js expects', async () => {
    const client = t.anon()
    const { data, error } = await client.auth.signInWithPassword(t.stack.admin)
    expect(error).toBeNull()
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 300 })
    expect(data.session?.expires_at).toBeGreaterThan(Date.now() / 1000)
    expect(data.user).toMatchObject({ email: t.stack.admin.email, role: 'authenticated', aud: 'authenticated' })
    const { data: current } = await client.auth.getUser()
    expect(current.user?.id).toBe(data.user?.id)
  })

  it('refreshes the session with a rotated refresh token', async () => {
    const note = unique('nota')
    await t.sql(`insert into ${NOTES} (id) values ($1)`, [note])
    const client = await t.signedIn(t.stack.admin)
    const before = (await client.auth.getSession()).data.session
    const { data, error } = await client.auth.refreshSession()
    expect(error).toBeNull()
    expect(data.session?.refresh_token).not.toBe(before?.refresh_token)
    expect(data.session?.access_token).toBeTruthy()
    expect((await client.from('stack_auth_notes').select('id').eq('id', note)).data).toEqual([{ id: note }])
    expect((await t.anon().from('stack_auth_notes').select('id').eq('id', note)).data).toEqual([])
    const unknown = await t.anon().auth.refreshSession({ refresh_token: 'nao-existe' })
    expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })
  })

  it('lets two tabs refresh with the same token, but ends the session when an old token is replayed', async () => {
    const client = await t.signedIn(t.stack.admin)
    const first = (await client.auth.getSession()).data.session?.refresh_token ?? ''
    const tabA = await t.anon().auth.refreshSession({ refresh_token: first })
    const tabB = await t.anon().auth.refreshSession({ refresh_token: first })
    expect(tabA.error).toBeNull()
    expect(tabB.data.session?.refresh_token).toBe(tabA.data.session?.refresh_token)
    const latest = await t.anon().auth.refreshSession({ refresh_token: tabA.data.session?.refresh_token ?? '' })
    expect(latest.error).toBeNull()
    const replay = await t.anon().auth.refreshSession({ refresh_token: first })
    expect(replay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' })
    const afterReplay = await t.anon().auth.refreshSession({ refresh_token: latest.data.session?.refresh_token ?? '' })
    expect(afterReplay.error).not.toBeNull()
  })

  it('changes the password and signs out', async () => {
    const user = await createPlainUser(t, 'troca')
    const client = await t.signedIn(user)
    const weak = await client.auth.updateUser({ password: '123' })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })
    const changed = await client.auth.updateUser({ password: 'senha-nova-segura', current_password: user.password })
    expect(changed.error).toBeNull()
    const token = (await client.auth.getSession()).data.session?.access_token ?? ''
    expect((await client.auth.signOut()).error).toBeNull()
    const afterSignOut = await t.anon().auth.getUser(token)
    expect(afterSignOut.data.user).toBeNull()
    expect((await t.anon().auth.signInWithPassword(user)).error).not.toBeNull()
    await t.signedIn({ email: user.email, password: 'senha-nova-segura' })
  })
})

describe('password recovery', () => {
  it('keeps a recovery link in the outbox that opens a session once', async () => {
    const user = await createPlainUser(t, 'esquecida')
    const { error } = await t.anon().auth.resetPasswordForEmail(user.email, { redirectTo: 'http://localhost:3000/admin/login' })
    expect(error).toBeNull()
    const link = (await lastLinkTo(t.stack.outbox, user.email)) ?? ''
    expect(link).toMatch(/^http:\/\/\S+\/auth\/v1\/verify\?\S+$/)
    const response = await fetch(link, { redirect: 'manual' })
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location') ?? '')
    expect(location.origin + location.pathname).toBe('http://localhost:3000/admin/login')
    const fragment = new URLSearchParams(location.hash.slice(1))
    expect(fragment.get('type')).toBe('recovery')
    const { data } = await t.anon().auth.getUser(fragment.get('access_token') ?? '')
    expect(data.user?.email).toBe(user.email)
    expect((await fetch(link, { redirect: 'manual' })).headers.get('location')).toContain('error=access_denied')
  })
})
