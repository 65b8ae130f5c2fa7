import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { cacheHeaders } from './cacheHeaders'
import { chooseEncoding } from './encoding'
import { readOnlyMethods } from './methods'
import type { MiddlewareHandler } from 'hono'
import { precompressDir } from '../../build/precompress'
import { relativeRedirects } from './redirects'
import { securityHeaders } from './security'
import { IMMUTABLE, loadStaticFiles, REVALIDATED, staticFiles } from './staticFiles'
import { through } from './through'

const page = `<!doctype html><html lang="pt-BR"><title>Cortinas em Moema</title>${'<p>Cortinas sob medida em Moema.</p>'.repeat(200)}</html>`
const script = `export const enhance = () => {${'document.body.dataset.ready = "1";'.repeat(100)}}`
let dir: string
let serve: (request: Request) => Promise<Response>
let files: ReturnType<typeof staticFiles>
const notFoundPage = `<!doctype html><html lang="pt-BR"><title>Página não encontrada</title>${'<p>Oops!</p>'.repeat(200)}</html>`

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'static-files-'))
  await mkdir(join(dir, 'cortinas-moema'))
  await mkdir(join(dir, 'assets'))
  await writeFile(join(dir, 'index.html'), page)
  await writeFile(join(dir, 'cortinas-moema', 'index.html'), page)
  await writeFile(join(dir, 'assets', 'enhance.B1a2c3.js'), script)
  await writeFile(join(dir, 'tiny.txt'), 'ok')
  await writeFile(join(dir, '404.html'), notFoundPage)
  await writeFile(join(dir, '.env'), 'SECRET=1')
  await precompressDir(dir)
  // The production chain of pages/+server.ts, with a stand-in for the rendered routes.
  const chain: MiddlewareHandler[] = [
    securityHeaders(),
    relativeRedirects,
    readOnlyMethods(['/api/admin']),
    cacheHeaders,
    (files = staticFiles(() => loadStaticFiles(dir))),
  ]
  const rendered = () => new Response('rendered', { status: 404 })
  serve = through(chain, rendered)
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  serve(new Request(`http://site.test${path}`, { method, headers }))

describe('precompressDir', () => {
  it('writes brotli and gzip beside text files, and nothing where compression would not shrink the file', async () => {
    expect((await readdir(join(dir, 'cortinas-moema'))).sort()).toEqual(['index.html', 'index.html.br', 'index.html.gz'])
    expect((await readdir(dir)).filter((name) => name.startsWith('tiny'))).toEqual(['tiny.txt'])
  })
})

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.2, br;q=0.9', 'br'],
    ['br;q=0, *', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['br;q=0.5, identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['deflate', undefined],
    ['', undefined],
  ] as const)('%j → %s', (header, expected) => {
    expect(chooseEncoding(header, ['br', 'gzip'])).toBe(expected)
  })

  it('offers only the codings a file has', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip')
    expect(chooseEncoding('br, gzip', [])).toBeUndefined()
  })
})

describe('staticFiles', () => {
  it('answers in the coding the client prefers, with Vary and the decoded bytes unchanged', async () => {
    const br = await get('/cortinas-moema', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    const brBytes = Buffer.from(await br.arrayBuffer())
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length)
    expect(brotliDecompressSync(brBytes).toString()).toBe(page)
    const gz = await get('/cortinas-moema', { 'accept-encoding': 'br;q=0.1, gzip' })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(page)
    const plain = await get('/cortinas-moema')
    expect(plain.headers.has('content-encoding')).toBe(false)
    expect(plain.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await plain.text()).toBe(page)
  })

  it('gives each coding its own strong ETag and answers a matching If-None-Match with 304', async () => {
    const etags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (coding) => (await get('/', { 'accept-encoding': coding })).headers.get('etag')),
    )
    for (const etag of etags) expect(etag).toMatch(/^"[\w-]+"$/)
    expect(new Set(etags).size).toBe(3)
    const [brTag] = etags
    for (const ifNoneMatch of [brTag, `W/${brTag}`, `"other", ${brTag}`, '*']) {
      const revalidated = await get('/', { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch ?? '' })
      expect(revalidated.status).toBe(304)
      expect(await revalidated.text()).toBe('')
      expect(revalidated.headers.get('etag')).toBe(brTag)
      expect(revalidated.headers.get('cache-control')).toBe(REVALIDATED)
      expect(revalidated.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    }
    expect((await get('/', { 'accept-encoding': 'gzip', 'if-none-match': brTag ?? '' })).status).toBe(200)
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get('/cortinas-moema/', { 'accept-encoding': 'gzip' }, 'HEAD')
    const full = await get('/cortinas-moema/', { 'accept-encoding': 'gzip' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    for (const name of ['content-length', 'content-encoding', 'etag', 'content-type', 'cache-control', 'content-security-policy']) {
      expect(head.headers.get(name)).toBe(full.headers.get(name))
    }
  })

  it('keeps hashed assets a year and has pages revalidated, with every security header on both', async () => {
    const asset = await get('/assets/enhance.B1a2c3.js', { 'accept-encoding': 'br' })
    expect(asset.headers.get('cache-control')).toBe(IMMUTABLE)
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    const html = await get('/cortinas-moema')
    expect(html.headers.get('cache-control')).toBe(REVALIDATED)
    for (const answer of [asset, html]) {
      expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'")
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answer.headers.get('x-frame-options')).toBe('DENY')
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    }
    expect((await get('/cortinas-moema', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toMatch(/^max-age=/)
  })

  it('leaves writes, unknown paths, hidden files and escapes to the rest of the server', async () => {
    const post = await get('/cortinas-moema', {}, 'POST')
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
    for (const path of ['/nada', '/.env', '/assets/../.env', '/%2e%2e/etc/passwd', '/%E0%A4%A']) {
      const missing = await get(path)
      expect(missing.status, path).toBe(404)
      expect(await missing.text()).toBe('rendered')
      expect(missing.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    }
  })

  it('serves the prebuilt not-found page with status 404, in the coding the client prefers; /404 is no page of its own', async () => {
    for (const path of ['/404', '/404.html']) expect(await (await get(path)).text(), path).toBe('rendered')
    const request = (encoding: string) => new Request('http://site.test/blog/a/b/c', { headers: { 'accept-encoding': encoding } })
    const plain = await files.notFound(request('identity'))
    expect([plain?.status, plain?.headers.get('cache-control'), await plain?.text()]).toEqual([404, 'no-store, max-age=0', notFoundPage])
    const compressed = await files.notFound(request('br'))
    expect([compressed?.headers.get('content-encoding'), compressed?.headers.get('vary')]).toEqual(['br', 'Accept-Encoding'])
    expect(brotliDecompressSync(Buffer.from(await compressed!.arrayBuffer())).toString()).toBe(notFoundPage)
    expect(await staticFiles(async () => new Map()).notFound(request('br'))).toBeNull()
  })

  it('reads the build once, ahead of the first request when preloaded, and again after a failed read', async () => {
    let reads = 0
    const files = staticFiles(async () => {
      reads++
      if (reads === 1) throw new Error('dist/client is being replaced')
      return loadStaticFiles(dir)
    })
    const failedRead = vi.spyOn(console, 'error').mockImplementation(() => {})
    void files.preload()
    await vi.waitFor(() => expect(failedRead).toHaveBeenCalledOnce())
    failedRead.mockRestore()
    void files.preload()
    await vi.waitFor(() => expect(reads).toBe(2))
    const answer = await through([files], () => new Response('rendered'))(new Request('http://site.test/cortinas-moema'))
    expect(await answer.text()).toBe(page)
    expect(reads).toBe(2)
  })
})
