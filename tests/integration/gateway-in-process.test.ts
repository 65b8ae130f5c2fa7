import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { adminEndpoints } from '../../engine/admin/endpoints'
import { BLOG_CACHE_PATH } from '../../engine/admin/siteApi'
import { createPlainUser, startOwnTestStack, type TestStack } from './testStack.ts'

// These tests move the gateway's clock and read its log. The shared stack's gateway runs in Vitest's main
// process, out of reach of this file's fake timers and console spy, so this file starts a stack of its own.
let t: TestStack

beforeAll(async () => {
  t = await startOwnTestStack()
})

afterAll(() => t?.stop())

describe('the blog cache endpoint', () => {
  it('refuses an expired token', async () => {
    const session = (await (await t.signedIn(t.stack.admin)).auth.getSession()).data.session
    const dropCache = () =>
      adminEndpoints({ env: { SUPABASE_URL: t.stack.url, SUPABASE_ANON_KEY: t.stack.anonKey } })
        .request(BLOG_CACHE_PATH, { method: 'DELETE', headers: { authorization: `Bearer ${session?.access_token}` } })
    expect((await dropCache()).status).toBe(204)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 3600 * 1000 })
    try {
      expect((await dropCache()).status).toBe(401)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('password recovery', () => {
  it('prints a password recovery link that opens a session', async () => {
    const user = await createPlainUser(t, 'esquecida')
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const { error } = await t.anon().auth.resetPasswordForEmail(user.email, { redirectTo: 'http://localhost:3000/admin/login' })
    const printed = log.mock.calls.flat().join('\n')
    log.mockRestore()
    expect(error).toBeNull()
    const link = printed.match(/http:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0] ?? ''
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
