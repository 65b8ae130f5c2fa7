import { describe, expect, it } from 'vitest'
import { readOnlyMethods } from './methods'
import { relativeRedirects } from './redirects'
import { contentSecurityPolicy, securityHeaders } from './security'
import { through } from './through'

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site only, and forbids framing, plugins and <base> everywhere', () => {
    for (const path of ['/', '/cortinas-moema', '/blog', '/blog/um-post', '/admin', '/assets/x.js']) {
      const policy = contentSecurityPolicy(path, { supabaseOrigin: 'https://ref.supabase.co' })
      expect(directive(policy, 'script-src')).toBe("script-src 'self'")
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      for (const rule of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'", "default-src 'self'"])
        expect(policy).toContain(rule)
    }
  })

  it('names the Supabase URL only on the admin', () => {
    const options = { supabaseOrigin: 'https://ref.supabase.co' }
    expect(directive(contentSecurityPolicy('/admin/posts', options), 'connect-src')).toBe("connect-src 'self' https://ref.supabase.co")
    expect(directive(contentSecurityPolicy('/admin/posts', options), 'img-src')).toContain('https://ref.supabase.co')
    for (const path of ['/', '/blog', '/blog/x', '/administracao'])
      expect(contentSecurityPolicy(path, options)).not.toContain('supabase.co')
  })

  it('lets post bodies on the blog show https images, and content pages only their own', () => {
    expect(directive(contentSecurityPolicy('/blog/x'), 'img-src')).toBe("img-src 'self' https:")
    expect(directive(contentSecurityPolicy('/cortina-para-sala'), 'img-src')).toBe("img-src 'self'")
  })

  it("allows the public pages' inline script by its hash, and no other inline script", () => {
    const policy = contentSecurityPolicy('/', { scriptHashes: ["'sha256-abc='"] })
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc='")
    expect(directive(contentSecurityPolicy('/admin', { scriptHashes: ["'sha256-abc='"] }), 'script-src')).toBe("script-src 'self'")
  })

  it('adds the nonce Vike gave the page', () => {
    expect(directive(contentSecurityPolicy('/admin', { nonce: 'abc123' }), 'script-src')).toBe("script-src 'self' 'nonce-abc123'")
  })
})

describe('securityHeaders', () => {
  const secured = securityHeaders({ supabaseUrl: 'https://ref.supabase.co/' })
  const middleware = (request: Request, next: () => Response) => through([secured], next)(request)

  it('sets every header on any answer, even an immutable one, and HSTS only over HTTPS', async () => {
    const plain = await middleware(new Request('http://site.test/x'), () => Response.redirect('http://site.test/y', 301))
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff')
    expect(plain.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(plain.headers.get('permissions-policy')).toContain('camera=()')
    expect(plain.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(plain.headers.has('strict-transport-security')).toBe(false)
    const proxied = await middleware(
      new Request('http://site.test/x', { headers: { 'x-forwarded-proto': 'https' } }),
      () => new Response('ok'),
    )
    expect(proxied.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8}/)
  })

  it("cuts the admin off from other sites' windows, and no public page", async () => {
    const answer = (path: string) => middleware(new Request(`http://site.test${path}`), () => new Response('ok'))
    for (const path of ['/admin', '/admin/posts/novo'])
      expect((await answer(path)).headers.get('cross-origin-opener-policy')).toBe('same-origin')
    for (const path of ['/', '/cortinas-moema', '/blog', '/administracao'])
      expect((await answer(path)).headers.has('cross-origin-opener-policy')).toBe(false)
  })

  it("folds Vike's nonce-only policy into the full one, and keeps a handler's own policy", async () => {
    const vike = await middleware(
      new Request('http://site.test/admin'),
      () => new Response('', { headers: { 'content-security-policy': "script-src 'self' 'nonce-n0nce'" } }),
    )
    expect(vike.headers.get('content-security-policy')).toBe(
      contentSecurityPolicy('/admin', { nonce: 'n0nce', supabaseOrigin: 'https://ref.supabase.co' }),
    )
    const sandboxed = await middleware(
      new Request('http://site.test/file'),
      () => new Response('', { headers: { 'content-security-policy': 'sandbox' } }),
    )
    expect(sandboxed.headers.get('content-security-policy')).toBe('sandbox')
  })
})

describe('relativeRedirects', () => {
  const relative = (request: Request, next: () => Response) => through([relativeRedirects], next)(request)
  it('never sends the Host header back as a Location', async () => {
    const request = new Request('http://evil.example/blog/', { headers: { host: 'evil.example' } })
    const response = await relative(request, () => Response.redirect('http://evil.example/blog?page=2#top', 301))
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/blog?page=2#top')
    const doubled = await relative(new Request('http://evil.example//evil.example/'), () =>
      Response.redirect('http://evil.example//evil.example', 301),
    )
    expect(doubled.headers.get('location')).toBe('/evil.example')
  })

  it('leaves redirects to other sites and other answers alone', async () => {
    const away = await relative(new Request('http://site.test/x'), () => Response.redirect('https://wa.me/5511999999999', 302))
    expect(away.headers.get('location')).toBe('https://wa.me/5511999999999')
    const page = await relative(new Request('http://site.test/x'), () => new Response('ok'))
    expect(page.status).toBe(200)
  })
})

describe('readOnlyMethods', () => {
  const readOnly = readOnlyMethods(['/api/admin'])
  const middleware = (request: Request, next: () => Response) => through([readOnly], next)(request)
  const page = () => new Response('page')

  it('answers 405 with Allow to writes on pages, files and feeds', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await middleware(new Request('http://site.test/cortinas-moema', { method }), page)
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
    }
  })

  it('lets reads through, and writes to the admin API', async () => {
    expect((await middleware(new Request('http://site.test/cortinas-moema', { method: 'HEAD' }), page)).status).toBe(200)
    expect((await middleware(new Request('http://site.test/api/admin/cache', { method: 'POST' }), page)).status).toBe(200)
    expect((await middleware(new Request('http://site.test/api/administrator', { method: 'POST' }), page)).status).toBe(405)
  })
})
