import { Hono } from 'hono'
import { describe, expect, it, vi } from 'vitest'
import type { SignedIn } from '../admin/pageData'
import { noFirstRender, type FirstRender } from '../admin/server/firstRender'
import { adminPages } from './adminPages'

const owner: SignedIn = { user: { id: 'u1', email: 'dona@exemplo.com.br' }, posts: [] }

/** The admin's route, mounted as the server mounts it, over a render that echoes the admin it was given, with `firstRender` as the session's reading. */
function admin(firstRender: FirstRender) {
  const render = vi.fn(async (_request: Request, signedIn?: SignedIn | null) => ({
    response: new Response(`<html><body>${signedIn?.user.email ?? 'ninguém'}</body></html>`, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate' },
    }),
    failed: false,
  }))
  const readFirstRender = vi.fn(async () => firstRender)
  return { app: new Hono().route('/admin', adminPages(render, readFirstRender)), render, readFirstRender }
}

describe("the admin's route", () => {
  it('renders the post list for the signed-in admin, kept by no cache, with the refreshed cookie', async () => {
    const { app, readFirstRender } = admin({ signedIn: owner, setCookie: 'sessao=novo; Path=/' })
    const response = await app.request('/admin')
    expect(await response.text()).toContain('dona@exemplo.com.br')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('set-cookie')).toBe('sessao=novo; Path=/')
    expect(readFirstRender).toHaveBeenCalledTimes(1)
  })

  it('reads no session for the other screens, and renders them for no one', async () => {
    const { app, render, readFirstRender } = admin(noFirstRender)
    const response = await app.request('/admin/login')
    expect(await response.text()).toContain('ninguém')
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(readFirstRender).not.toHaveBeenCalled()
    expect(render.mock.calls[0]?.[1]).toBeNull()
  })
})
