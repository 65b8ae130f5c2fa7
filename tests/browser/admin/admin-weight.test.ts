import type { Page, Request, Route } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { signIn } from '../adminSite'
import { useBrowser } from '../fixture'

const browser = useBrowser()
const admin = inject('stack').admin

/** The admin's lazy chunks are named after their module (vite.config.ts, adminChunkNames): admin-PostsScreen-….js. */
const adminChunk = (name: string) => new RegExp(`/assets/chunks/admin-${name}-[\\w-]+\\.js$`)

/** Every script the page requests from now on, by path. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

/** The bodies of the scripts the page has loaded from now on: what they hold, whatever their names. */
function scriptBodiesOf(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text())
  })
  return bodies
}

describe("the admin's weight on a phone", () => {
  it('sends the sign-in form in its HTML, which paints before any script and cannot be sent until one has run', async () => {
    const page = await browser.blank()
    await page.route('**/*.js', (route: Route) => route.abort())
    await page.goto(`${browser.baseUrl}/admin/login`)
    await page.getByRole('heading', { name: 'Entrar no painel' }).waitFor()
    await expect.poll(() => page.getByLabel('E-mail').isVisible()).toBe(true)
    // Sent by the browser itself, the form would put the password in the address.
    expect(await page.getByRole('button', { name: 'Entrar' }).isDisabled()).toBe(true)
    await page.context().close()
  })

  it("loads no other screen's chunk, nor the editor, before the sign-in form runs; the list comes next, supabase-js after the paint", async () => {
    const page = await browser.blank()
    const scripts = scriptsOf(page)
    const bodies = scriptBodiesOf(page)
    // What the page asks for once it has painted: its module script and the modules it preloads (server/http/paintFirst.ts).
    const html = await (await fetch(`${browser.baseUrl}/admin/login`)).text()
    const initial = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1])
    expect(initial.length).toBeGreaterThan(0)
    expect(initial.filter((path) => path?.includes('/assets/chunks/admin-'))).toEqual([])
    await page.goto(`${browser.baseUrl}/admin/login`)
    // Once the form runs, the list (the likely next screen) and supabase-js load, and nothing else of the admin's.
    await expect.poll(() => scripts.filter((path) => adminChunk('(PostsScreen|supabaseClient)').test(path)).length).toBe(2)
    await page.waitForLoadState('networkidle')
    for (const path of scripts) expect(path).not.toMatch(adminChunk('(EditorScreen|PasswordScreen|ResetScreen)'))
    // Tiptap's view (ProseMirror) belongs to the editor's chunks only.
    for (const body of await Promise.all(bodies)) expect(body).not.toContain('ProseMirror')
    await page.context().close()
  })

  it('names no script for the browser to fetch before it has painted the page', async () => {
    for (const path of ['/admin/login', '/admin', '/admin/blog/novo']) {
      const html = await (await fetch(`${browser.baseUrl}${path}`)).text()
      expect(html).not.toMatch(/<script[^>]* src=|rel="modulepreload"/)
      // zod's config first (no eval under the CSP), then the entry after the first frame.
      expect(html).toMatch(/<script nonce="[^"]+">\(globalThis\.__zod_globalConfig\?\?=\{\}\)\.jitless=true;requestAnimationFrame\(/)
    }
  })

  it("paints a signed-in owner's post list from the page's HTML, before any script, until they sign out", async () => {
    const page = await browser.blank({ viewport: { width: 390, height: 844 } })
    await page.goto(`${browser.baseUrl}/admin/login`)
    await signIn(page, admin)
    const firstTitle = await page.getByRole('list').getByRole('heading').first().innerText()
    const noScripts = await page
      .context()
      .browser()
      ?.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() })
    const still = await noScripts?.newPage()
    await still?.goto(`${browser.baseUrl}/admin`)
    await still?.getByRole('heading', { name: firstTitle }).waitFor()
    expect(await still?.getByText('Carregando...').count()).toBe(0)
    await noScripts?.close()
    await page.getByRole('button', { name: 'Sair' }).click()
    await page.getByRole('heading', { name: 'Entrar no painel' }).waitFor()
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('painel-sessao')
    const signedOut = await (await page.context().request.get(`${browser.baseUrl}/admin`)).text()
    expect(signedOut).not.toContain(firstTitle)
    await page.context().close()
  })

  it('loads each signed-in screen as a chunk of its own when it is first opened', async () => {
    const page = await browser.blank({ viewport: { width: 1280, height: 900 } })
    const scripts = scriptsOf(page)
    await page.goto(`${browser.baseUrl}/admin/login`)
    await signIn(page, admin)
    await page.getByRole('heading', { name: 'Posts' }).waitFor()
    expect(scripts.some((path) => adminChunk('EditorScreen').test(path))).toBe(false)
    await page.getByRole('navigation').getByRole('link', { name: 'Novo post' }).click()
    await page.getByLabel('Título', { exact: true }).waitFor()
    expect(scripts.some((path) => adminChunk('EditorScreen').test(path))).toBe(true)
    await page.getByRole('link', { name: 'Senha e segurança' }).click()
    await page.getByLabel('Senha atual').waitFor()
    expect(scripts.some((path) => adminChunk('PasswordScreen').test(path))).toBe(true)
    await page.context().close()
  })

  it('asks for the list without waiting for the old trash to be emptied', async () => {
    const page = await browser.blank({ viewport: { width: 390, height: 844 } })
    let held: (route: Route) => void = () => undefined
    const purge = new Promise<Route>((resolve) => (held = resolve))
    await page.route('**/rest/v1/rpc/purge_trash', (route) => held(route))
    const listAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/rest/v1/posts' && request.method() === 'GET', {
      timeout: 15_000,
    })
    await page.goto(`${browser.baseUrl}/admin/login`)
    await signIn(page, admin)
    // The purge is held until the list has been asked for: a list that waited for it would never be.
    const route = await purge
    await listAsked
    await route.continue()
    await page.getByRole('heading', { name: 'Posts' }).waitFor()
    await page.context().close()
  })
})
