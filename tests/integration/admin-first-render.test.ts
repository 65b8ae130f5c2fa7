import type { Session } from '@supabase/supabase-js'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { noFirstRender, readFirstRender } from '../../admin/firstRender.ts'
import { readSessionCookie, SESSION_COOKIE } from '../../admin/sessionCookie.ts'
import { createPostsClient } from '../../blog/data/client.ts'
import { freePort } from '../../stack/ports.ts'
import { insertPost } from './blogFixture.ts'
import { connectTestStack, createPlainUser, unique, type Login, type TestStack } from './testStack.ts'

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

/** The post list's first render for a request carrying `cookie`, against `url` (the test stack unless given). */
function firstRender(cookie: string | null, url = t.stack.url) {
  const request = new Request('http://localhost/admin', { headers: cookie ? { cookie } : {} })
  return readFirstRender(request, {
    client: createPostsClient({ url, anonKey: t.stack.anonKey }),
    url,
    anonKey: t.stack.anonKey,
    secure: false,
  })
}

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
    const { signedIn, setCookie } = await firstRender(cookieOf({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 }))
    expect(signedIn?.user.email).toBe(t.stack.admin.email)
    const renewed = readSessionCookie(setCookie?.split(';')[0])
    expect(renewed?.refresh_token).toMatch(/.+/)
    expect(renewed?.refresh_token).not.toBe(session.refresh_token)
    expect(renewed?.expires_at).toBeGreaterThan(Date.now() / 1000)
    expect(setCookie).toContain('Path=/admin')
  })

  it('removes the cookie of a session Auth no longer knows', async () => {
    const session = await sessionOf(t.stack.admin)
    const gone = cookieOf({ ...session, refresh_token: 'nao-existe', expires_at: Math.floor(Date.now() / 1000) - 60 })
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
})
