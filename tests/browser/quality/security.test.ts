import { request as httpRequest } from 'node:http'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { contentPagePaths, sampleNeighbourhood } from '../../contentSamples'
import { signIn } from '../adminSite'
import { launchChromium } from '../../support/chromium.ts'
import { behavioursRan, noteBehaviours } from '../fixture'

const baseUrl = inject('baseUrl')
const neighbourhood = sampleNeighbourhood().path
let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(() => browser?.close())

/** One path of every kind of answer the server gives. */
const routeKinds = {
  'prerendered page': neighbourhood,
  home: '/',
  'blog list (rendered per request)': '/blog',
  'blog post': '/blog/como-medir-janela-para-cortina',
  admin: '/admin/login',
  'admin API (refused without a token)': '/api/admin/cache',
  'static file': '/favicon.svg',
  'sitemap index (a build file)': '/sitemap.xml',
  "the blog's sitemap (rendered)": '/sitemap-blog.xml',
  feed: '/blog/rss.xml',
  'not found': '/nao-existe',
  'bad image request': '/media/blog?src=x',
}

/** A GET with a Host header of the caller's choosing, which fetch() does not allow. */
function getWithHost(path: string, host: string): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}${path}`, { headers: { host } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }))
    })
    request.on('error', reject)
    request.end()
  })
}

describe('security headers on every kind of answer', () => {
  it('a hashed asset', async () => {
    const asset = /(?:href|src|srcset)="(\/assets\/[^" ,]+)/.exec(await (await fetch(baseUrl)).text())?.[1]
    expect(asset).toBeDefined()
    const response = await fetch(`${baseUrl}${asset}`)
    expect(response.headers.get('cache-control')).toContain('immutable')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it.each(Object.entries(routeKinds))('%s', async (_, path) => {
    const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' })
    const policy = response.headers.get('content-security-policy') ?? ''
    // The site's own scripts, the public pages' inline bootstrap by its hash, the admin's by Vike's nonce: nothing else.
    expect(policy).toMatch(path.startsWith('/admin') ? /script-src 'self'( 'nonce-[\w-]+')?;/ : /script-src 'self' 'sha256-[\w+/]+=*';/)
    for (const rule of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"])
      expect(policy).toContain(rule)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('permissions-policy')).toContain('geolocation=()')
    expect(response.headers.get('cross-origin-opener-policy')).toBe(path.startsWith('/admin') ? 'same-origin' : null)
    expect(response.headers.has('strict-transport-security')).toBe(false)
  })

  it('the admin alone may call the Supabase URL, and its inline script runs by nonce', async () => {
    const admin = (await fetch(`${baseUrl}/admin/login`)).headers.get('content-security-policy') ?? ''
    const { url } = inject('stack')
    expect(admin).toContain(`connect-src 'self' ${url}`)
    expect(admin).toMatch(/script-src 'self' 'nonce-[\w-]+';/)
    expect((await fetch(`${baseUrl}/blog`)).headers.get('content-security-policy')).not.toContain(url)
  })

  it('sends HSTS when a proxy says the visitor came over HTTPS', async () => {
    const response = await fetch(`${baseUrl}/`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
  })
})

describe('hostile requests', () => {
  it('a redirect never sends the Host header, nor the origin the blog renders against, back', async () => {
    for (const path of [
      '/blog/',
      '/blog//como-medir-janela-para-cortina',
      '/blog/rss.xml/',
      '/sitemap.xml/',
      '/sitemap-blog.xml/',
      '/robots.txt/',
    ]) {
      const { status, location, body } = await getWithHost(path, 'evil.example')
      expect(status, path).toBe(301)
      expect(location, path).toBe(path.replace(/\/+/g, '/').replace(/\/$/, ''))
      for (const origin of ['evil.example', 'blog.internal']) expect(body, path).not.toContain(origin)
    }
  })

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s on a page, the blog, a file or a feed answers 405 with Allow', async (method) => {
    for (const path of [neighbourhood, '/blog', '/favicon.svg', '/sitemap.xml', '/sitemap-blog.xml']) {
      const response = await fetch(`${baseUrl}${path}`, { method })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
    }
  })
})

describe('the policy breaks nothing', () => {
  it('no page, nor the admin signed in with its editor open, reports a Content-Security-Policy violation', async () => {
    const paths = [...contentPagePaths(), neighbourhood, '/blog', '/blog/como-medir-janela-para-cortina', '/nao-existe', '/admin/login']
    // Ends on the admin's login, then signs in and opens the editor: the admin's scripts, API calls and images.
    const context = await browser.newContext({ locale: 'pt-BR' })
    const page = await context.newPage()
    const violations: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(`${page.url()}: ${message.text()}`)
    })
    // A refusal that a script catches (zod probing for eval) logs nothing, yet Chrome reports it as an issue.
    await context.exposeBinding('noteViolation', ({ page: source }, directive: string, file: string) =>
      violations.push(`${source.url()}: ${directive} refused in ${file}`),
    )
    await context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { noteViolation(directive: string, file: string): void }).noteViolation(
          event.violatedDirective,
          event.sourceFile,
        ),
      ),
    )
    await context.addInitScript(noteBehaviours)
    for (const path of paths) {
      await page.goto(`${baseUrl}${path}`)
      if (!path.startsWith('/admin')) await behavioursRan(page)
    }
    await signIn(page, inject('stack').admin)
    await page.getByRole('link', { name: 'Editar' }).first().click()
    await page.getByLabel('Título').first().waitFor()
    await context.close()
    expect(violations).toEqual([])
  })
})
