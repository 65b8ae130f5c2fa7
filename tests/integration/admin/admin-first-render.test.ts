import type { Session, SupabaseClient } from '@supabase/supabase-js'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { noFirstRender, readFirstRender } from '../../../admin/server/firstRender.ts'
import { readSessionCookie, SESSION_COOKIE } from '../../../admin/sessionCookie.ts'
import { createPostsClient } from '../../../blog/data/client.ts'
import { freePort } from '../../../stack/index.ts'
import { insertPost } from '../blogFixture.ts'
import { connectTestStack, createPlainUser, unique, type Login, type TestStack } from '../testStack.ts'

let t: TestStack

beforeAll(async () => {
  t = await connectTestStack()
})

afterAll(() => t?.stop())

/** A session as the browser's cookie holds it: the tokens supabase-js stores, without the user. */
async function sessionOf(login: Login): Promise<Session> {
  const { data } = await (await t.signedIn(login)).auth.getSession()
  if (!data.session) throw new Error(`no session for ${login.email}`)
  return data.session
}

const cookieOf = ({ access_token, refresh_token, expires_at, expires_in, token_type }: Partial<Session>) =>
  `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify({ access_token, refresh_token, expires_at, expires_in, token_type }))}`

/** Where a navigation came from, as the browser says in Sec-Fetch-Site: the owner's own by default (typed, bookmarked). */
type Navigation = { site?: 'none' | 'same-origin' | 'same-site' | 'cross-site' | null; signal?: AbortSignal; client?: SupabaseClient }

/** The post list's first render for a request carrying `cookie`, against `url` (the test stack unless given). */
function firstRender(cookie: string | null, url = t.stack.url, { site = 'none', signal, client }: Navigation = {}) {
  const headers = new Headers(cookie ? { cookie } : {})
  if (site) headers.set('sec-fetch-site', site)
  const request = new Request('http://localhost/admin', { headers, signal })
  return readFirstRender(request, {
    client: client ?? createPostsClient({ url, anonKey: t.stack.anonKey }),
    url,
    anonKey: t.stack.anonKey,
    secure: false,
  })
}

/** Whether Auth still exchanges a refresh token (a spent one ends the session once its reuse interval is over). */
async function stillValid(refreshToken: string): Promise<boolean> {
  const response = await fetch(`${t.stack.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: t.stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  })
  return response.ok
}

/** A session whose access token expired a minute ago, as the owner's cookie holds it after a break. */
const expired = (session: Session) => ({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 })

describe("the post list's first render on the server", () => {
  it("lists an admin's posts, drafts included, read with their own token", async () => {
    const draft = unique('rascunho-servidor')
    await insertPost(t, draft, { published: false, title: 'Rascunho lido pelo servidor' })
    const { signedIn, setCookie } = await firstRender(cookieOf(await sessionOf(t.stack.admin)))
    expect(setCookie).toBeNull()
    expect(signedIn?.user.email).toBe(t.stack.admin.email)
    expect(signedIn?.posts?.find((post) => post.slug === draft)).toMatchObject({ title: 'Rascunho lido pelo servidor', published: false })
  })

  it('refreshes an expired session and sends its new tokens back in the cookie', async () => {
    const session = await sessionOf(t.stack.admin)
    const { signedIn, setCookie } = await firstRender(cookieOf(expired(session)), t.stack.url, { site: 'same-origin' })
    expect(signedIn?.user.email).toBe(t.stack.admin.email)
    const renewed = readSessionCookie(setCookie?.split(';')[0], { secure: false })
    expect(renewed?.refresh_token).toMatch(/.+/)
    expect(renewed?.refresh_token).not.toBe(session.refresh_token)
    expect(renewed?.expires_at).toBeGreaterThan(Date.now() / 1000)
    expect(setCookie).toContain('Path=/admin')
  })

  it('removes the cookie of a session Auth no longer knows', async () => {
    const session = await sessionOf(t.stack.admin)
    const gone = cookieOf({ ...expired(session), refresh_token: 'nao-existe' })
    const { signedIn, setCookie } = await firstRender(gone)
    expect(signedIn).toBeNull()
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=; Max-Age=0`))
  })

  it('knows nobody without a cookie, with a forged one, or with a signed-in user who is not an admin', async () => {
    expect(await firstRender(null)).toEqual(noFirstRender)
    expect(await firstRender(`${SESSION_COOKIE}=%7Bjunk`)).toEqual(noFirstRender)
    const forged = await sessionOf(t.stack.admin)
    expect(await firstRender(cookieOf({ ...forged, access_token: `${forged.access_token.slice(0, -4)}AAAA` }))).toEqual(noFirstRender)
    expect(await firstRender(cookieOf(await sessionOf(await createPlainUser(t, 'leitora'))))).toEqual(noFirstRender)
  })

  it('leaves the page to the browser, cookie kept, when Supabase does not answer', async () => {
    const session = await sessionOf(t.stack.admin)
    const nowhere = `http://127.0.0.1:${await freePort()}`
    expect(await firstRender(cookieOf(session), nowhere)).toEqual(noFirstRender)
    expect(await firstRender(cookieOf({ ...session, expires_at: 0 }), nowhere)).toEqual(noFirstRender)
  })

  it("keeps the cookie when Auth limits the server's refreshes (a flood of forged cookies must not sign the owner out)", async () => {
    const limited = createServer((_request, response) => response.writeHead(429, { 'content-type': 'application/json' }).end('{}'))
    await new Promise<void>((listening) => limited.listen(0, '127.0.0.1', listening))
    try {
      const { port } = limited.address() as AddressInfo
      const expired = cookieOf({ ...(await sessionOf(t.stack.admin)), expires_at: 0 })
      expect(await firstRender(expired, `http://127.0.0.1:${port}`)).toEqual(noFirstRender)
    } finally {
      limited.close()
    }
  })

  it("leaves an expired session to the browser on another site's navigation, or one that does not say: its refresh token stays unspent", async () => {
    for (const site of ['cross-site', 'same-site', null] as const) {
      const session = await sessionOf(t.stack.admin)
      expect(await firstRender(cookieOf(expired(session)), t.stack.url, { site })).toEqual(noFirstRender)
      expect(await stillValid(session.refresh_token), String(site)).toBe(true)
    }
  })

  it('does not refresh for a request already abandoned', async () => {
    const session = await sessionOf(t.stack.admin)
    expect(await firstRender(cookieOf(expired(session)), t.stack.url, { signal: AbortSignal.abort() })).toEqual(noFirstRender)
    expect(await stillValid(session.refresh_token)).toBe(true)
  })

  it('knows nobody, without throwing, when a token holds what a request header cannot carry', async () => {
    const session = await sessionOf(t.stack.admin)
    for (const access_token of ['x€', 'a.b.c\n', 'a.b\u0000.c', 'x'.repeat(10_000)])
      expect(await firstRender(cookieOf({ ...session, access_token })), JSON.stringify(access_token)).toEqual(noFirstRender)
  })

  it('falls back to signed-out when anything throws, and still hands back a session it refreshed', async () => {
    const client = createPostsClient({ url: t.stack.url, anonKey: t.stack.anonKey })
    vi.spyOn(client.auth, 'getUser').mockImplementation(() => {
      throw new TypeError('Headers.set: invalid header value')
    })
    const session = await sessionOf(t.stack.admin)
    expect(await firstRender(cookieOf(session), t.stack.url, { client })).toEqual(noFirstRender)
    const { signedIn, setCookie } = await firstRender(cookieOf(expired(session)), t.stack.url, { client })
    expect(signedIn).toBeNull()
    expect(readSessionCookie(setCookie?.split(';')[0], { secure: false })?.refresh_token).not.toBe(session.refresh_token)
  })
})
