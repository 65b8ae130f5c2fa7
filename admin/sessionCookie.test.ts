import { describe, expect, it } from 'vitest'
import { readSessionCookie, SESSION_COOKIE, sessionCookie, storedSession } from './sessionCookie'

/** What supabase-js stores for a session whose user is kept apart. */
const tokens = {
  access_token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: 1_795_000_000,
  refresh_token: 'vngp5xGc1aznnoL4CwZExw',
}
const stored = JSON.stringify(tokens)

/** The Cookie header a browser sends back for a Set-Cookie (its first part). */
const sentBack = (setCookie: string, others = 'tema=claro') => `${others}; ${setCookie.split(';')[0]}`

const https = { secure: true }
const http = { secure: false }

describe('the session cookie', () => {
  it('gives back what supabase-js stored, and its tokens to the server', () => {
    for (const where of [https, http]) {
      const header = sentBack(sessionCookie(stored, where))
      expect(storedSession(header, where)).toBe(stored)
      expect(readSessionCookie(header, where)).toEqual({
        access_token: tokens.access_token,
        refresh_token: tokens.refresh_token,
        expires_at: tokens.expires_at,
      })
    }
  })

  it('is __Host- prefixed on https (Secure, Path=/, no Domain), kept 400 days, Lax', () => {
    const cookie = sessionCookie(stored, https)
    expect(cookie).toMatch(new RegExp(`^__Host-${SESSION_COOKIE}=`))
    expect(cookie).toContain('; Path=/;')
    expect(cookie).not.toContain('Domain')
    expect(cookie).toContain('; Max-Age=34560000')
    expect(cookie).toContain('; SameSite=Lax')
    expect(cookie).toContain('; Secure')
  })

  it('on plain http (the preview, the tests) keeps its plain name and goes to the admin only', () => {
    const cookie = sessionCookie(stored, http)
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`))
    expect(cookie).toContain('; Path=/admin')
    expect(cookie).not.toContain('Secure')
  })

  it('on https, never reads a session planted under the plain name (by a sibling sub-domain or an http page)', () => {
    expect(readSessionCookie(sentBack(sessionCookie(stored, http)), https)).toBeNull()
  })

  it('is removed with an empty value that expires at once', () => {
    expect(sessionCookie(null, http)).toMatch(new RegExp(`^${SESSION_COOKIE}=; Max-Age=0; Path=/admin`))
    expect(sessionCookie(null, https)).toMatch(new RegExp(`^__Host-${SESSION_COOKIE}=; Max-Age=0; Path=/`))
  })

  it('reads as no session when missing, tampered with or not tokens', () => {
    for (const header of [
      null,
      '',
      'tema=claro',
      `${SESSION_COOKIE}=%7Bjunk`,
      `${SESSION_COOKIE}=${encodeURIComponent('{"access_token":""}')}`,
    ])
      expect(readSessionCookie(header, http)).toBeNull()
  })

  it('reads as no session when a token holds what a request header cannot carry, or is no JWT', () => {
    const forged = (change: Partial<typeof tokens>) => `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify({ ...tokens, ...change }))}`
    for (const access_token of ['x€', 'a.b.c\n', 'a.b\u0000.c', 'a.b.c\r\nx: y', 'x', `${'a'.repeat(10_000)}.b.c`, 'a.b.c d'])
      expect(readSessionCookie(forged({ access_token }), http), JSON.stringify(access_token)).toBeNull()
    for (const refresh_token of ['x€', 'a\nb', 'a b', '', 'a'.repeat(3000)])
      expect(readSessionCookie(forged({ refresh_token }), http), JSON.stringify(refresh_token)).toBeNull()
  })
})
