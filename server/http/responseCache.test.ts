import { gunzipSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { createResponseCache, type CurrentGeneration, type ResponseCacheOptions } from './responseCache'

const TTL_MS = 60_000
const HOUR_MS = 3600_000
/** The tests' clock starts here (lru-cache takes a start time of 0 as none). */
const T0 = 1_000_000

/** A page renderer whose output and health the test sets, counting its renders. */
function renderer() {
  const page = { text: 'versão 1', failed: false, body: '' }
  const render = vi.fn(async (key: string) => {
    await new Promise((resolve) => setTimeout(resolve, 5))
    const response = new Response(`<p>${page.text} de ${key}</p>${page.body}`, {
      status: page.failed ? 503 : 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    })
    return { response, failed: page.failed }
  })
  return { page, render }
}

function cacheWith(options: Partial<ResponseCacheOptions> & Pick<ResponseCacheOptions, 'render'>) {
  const generation: CurrentGeneration = async () => ({ id: 'g1', verified: true })
  return createResponseCache({ name: 'blog', generation, ttlMs: TTL_MS, staleIfErrorMs: 12 * HOUR_MS, maxBytes: 1024 * 1024, ...options })
}

const get = (headers: Record<string, string> = {}) => new Request('http://site.test/blog', { headers })

describe('createResponseCache', () => {
  it('renders a cold page once for 100 concurrent requests, and serves it from memory after', async () => {
    const { render } = renderer()
    const cache = cacheWith({ render })
    const answers = await Promise.all(Array.from({ length: 100 }, () => cache(get(), '/blog')))
    expect(render).toHaveBeenCalledTimes(1)
    expect(new Set(await Promise.all(answers.map((answer) => answer.text())))).toEqual(new Set(['<p>versão 1 de /blog</p>']))
    const again = await cache(get(), '/blog')
    expect(again.headers.get('cache-status')).toBe('blog; hit')
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('serves a page past its lifetime at once, marked stale, while one new render runs', async () => {
    let now = T0
    const { page, render } = renderer()
    const cache = cacheWith({ render, now: () => now })
    await cache(get(), '/blog')
    page.text = 'versão 2'
    now = T0 + TTL_MS + 1
    const stale = await Promise.all([cache(get(), '/blog'), cache(get(), '/blog')])
    expect(await stale[0]?.text()).toBe('<p>versão 1 de /blog</p>')
    expect(stale[1]?.headers.get('cache-status')).toBe('blog; hit; detail=stale')
    await vi.waitFor(async () => expect(await (await cache(get(), '/blog')).text()).toBe('<p>versão 2 de /blog</p>'))
    expect(render).toHaveBeenCalledTimes(2)
  })

  it('serves the last good copy, marked stale, while renders fail, and the new page once they work', async () => {
    let now = T0
    const { page, render } = renderer()
    let generation = 'g1'
    const cache = cacheWith({ render, now: () => now, generation: async () => ({ id: generation, verified: true }) })
    await cache(get(), '/blog')
    page.failed = true
    generation = 'g2'
    now = T0 + 5 * HOUR_MS
    const served = await cache(get(), '/blog')
    expect(served.status).toBe(200)
    expect(served.headers.get('cache-status')).toBe('blog; hit; detail=stale')
    expect(await served.text()).toBe('<p>versão 1 de /blog</p>')
    page.failed = false
    page.text = 'versão 2'
    now += 2000
    await vi.waitFor(async () => expect(await (await cache(get(), '/blog')).text()).toBe('<p>versão 2 de /blog</p>'))
    expect((await cache(get(), '/blog')).headers.get('cache-status')).toBe('blog; hit')
  })

  it('answers a page never rendered with its failure, keeps nothing, and gives up a copy older than the stale-if-error bound', async () => {
    let now = T0
    const { page, render } = renderer()
    let generation = 'g1'
    const cache = cacheWith({
      render,
      now: () => now,
      staleIfErrorMs: HOUR_MS,
      generation: async () => ({ id: generation, verified: true }),
    })
    page.failed = true
    expect((await cache(get(), '/blog?page=9')).status).toBe(503)
    expect((await cache(get(), '/blog?page=9')).status).toBe(503)
    expect(render).toHaveBeenCalledTimes(2)
    page.failed = false
    await cache(get(), '/blog')
    page.failed = true
    generation = 'g2'
    now = T0 + HOUR_MS + 1
    expect((await cache(get(), '/blog')).status).toBe(503)
  })

  it('renders again before serving a page of an older generation: a change, or a scheduled moment reached', async () => {
    let now = T0
    const { page, render } = renderer()
    // The generation changes by itself when the moment passes, as the database's stamp does.
    const generation = async () => ({ id: now < T0 + 10_000 ? 'g1' : 'g2', verified: true })
    const cache = cacheWith({ render, now: () => now, generation })
    await cache(get(), '/blog')
    page.text = 'agendado'
    now = T0 + 10_000
    const answer = await cache(get(), '/blog')
    expect(await answer.text()).toBe('<p>agendado de /blog</p>')
    expect(answer.headers.get('cache-status')).toBe('blog; fwd=miss; stored')
  })

  it('does not hand out a render that began before a change as the page after it', async () => {
    let text = 'versão 1'
    let release = () => undefined as void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const render = vi.fn(async () => {
      const read = text
      await gate
      return { response: new Response(read), failed: false }
    })
    let generation = 'g1'
    const cache = cacheWith({ render, generation: async () => ({ id: generation, verified: true }) })
    const before = cache(get(), '/blog')
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(1))
    text = 'salvo'
    generation = 'g2'
    const after = cache(get(), '/blog')
    release()
    expect(await (await after).text()).toBe('salvo')
    expect(await (await before).text()).toBe('versão 1')
    expect(render).toHaveBeenCalledTimes(2)
  })

  it('says when the database could not confirm the copy', async () => {
    const cache = cacheWith({ render: renderer().render, generation: async () => ({ id: 'g1', verified: false }) })
    expect((await cache(get(), '/blog')).headers.get('cache-status')).toBe('blog; fwd=miss; stored; detail=stale')
  })

  it('sends the coding the client prefers with an ETag for each, 304 for a copy it holds, and no body to HEAD', async () => {
    const { page, render } = renderer()
    page.body = 'cortina de linho '.repeat(200)
    const cache = cacheWith({ render })
    const plain = await cache(get(), '/blog')
    const text = await plain.text()
    expect(plain.headers.get('content-encoding')).toBeNull()
    const etag = plain.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    const br = await cache(get({ 'accept-encoding': 'gzip, deflate, br' }), '/blog')
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('etag')).toBe(`${etag.slice(0, -1)}-br"`)
    const gz = await cache(get({ 'accept-encoding': 'gzip, br;q=0' }), '/blog')
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text)
    expect((await cache(get({ 'if-none-match': etag }), '/blog')).status).toBe(304)
    expect((await cache(get({ 'accept-encoding': 'br', 'if-none-match': br.headers.get('etag') ?? '' }), '/blog')).status).toBe(304)
    expect((await cache(get({ 'accept-encoding': 'br', 'if-none-match': etag }), '/blog')).status).toBe(200)
    const head = await cache(new Request('http://site.test/blog', { method: 'HEAD' }), '/blog')
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(text)))
    expect(await head.text()).toBe('')
  })

  it('renders every request with the cache off (ttl 0)', async () => {
    const { render } = renderer()
    const cache = cacheWith({ render, ttlMs: 0 })
    await cache(get(), '/blog')
    await cache(get(), '/blog')
    expect(render).toHaveBeenCalledTimes(2)
  })
})
