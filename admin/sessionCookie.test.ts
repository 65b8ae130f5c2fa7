import { describe, expect, it } from 'vitest'
import { readSessionCookie, SESSION_COOKIE, sessionCookie, storedSession } from './sessionCookie'

/** What supabase-js stores for a session whose user is kept apart. */
const stored = JSON.stringify({
  access_token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: 1_795_000_000,
  refresh_token: 'vngp5xGc1aznnoL4CwZExw',
})

/** The Cookie header a browser sends back for a Set-Cookie (its first part). */
const sentBack = (setCookie: string, others = 'tema=claro') => `${others}; ${setCookie.split(';')[0]}`

describe('the session cookie', () => {
  it('gives back what supabase-js stored, and its tokens to the server', () => {
    const header = sentBack(sessionCookie(stored, { secure: true }))
    expect(storedSession(header)).toBe(stored)
    expect(readSessionCookie(header)).toEqual({
      access_token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln',
      refresh_token: 'vngp5xGc1aznnoL4CwZExw',
      expires_at: 1_795_000_000,
    })
  })

  it('is sent to the admin only, kept 400 days, Lax, and Secure on https', () => {
    const cookie = sessionCookie(stored, { secure: true })
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`))
    expect(cookie).toContain('; Path=/admin')
    expect(cookie).toContain('; Max-Age=34560000')
    expect(cookie).toContain('; SameSite=Lax')
    expect(cookie).toContain('; Secure')
    expect(sessionCookie(stored, { secure: false })).not.toContain('Secure')
  })

  it('is removed with an empty value that expires at once', () => {
    expect(sessionCookie(null, { secure: false })).toMatch(new RegExp(`^${SESSION_COOKIE}=; Max-Age=0; Path=/admin`))
  })

  it('reads as no session when missing, tampered with or not tokens', () => {
    for (const header of [
      null,
      '',
      'tema=claro',
      `${SESSION_COOKIE}=%7Bjunk`,
      `${SESSION_COOKIE}=${encodeURIComponent('{"access_token":""}')}`,
    ])
      expect(readSessionCookie(header)).toBeNull()
  })
})
