import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { renditionsOf, renditionUrl, type ImageSource } from '../../blog/images/canonical'
import { SHARE_SIZE } from '../../blog/images/variants'
import { SHARE_MAX_BYTES } from '../../engine/media/shareSize'
import { createImageEndpoint, type ImageEndpointOptions } from './endpoint'
import { fakeEncoder } from './fakeEncoder'

/** Real AVIF encodes take seconds on a loaded machine; the test checks what is made, not how fast. */
const ENCODE_TIMEOUT_MS = 60_000

const roots = ['content/public/blog-images']
const photo = (name: string): ImageSource => ({ place: 'blog-images', name })
const wave = photo('cortina-wave-o-que-e.jpg')
const [avif480, avif800, avif1200, avif1600] = renditionsOf(wave).map(renditionUrl)
const canonical = avif800 ?? ''

function endpointWith(options: Partial<ImageEndpointOptions> = {}) {
  const endpoint = createImageEndpoint({ supabaseUrl: 'https://abc.supabase.co', roots, ...options })
  const get = (url = canonical, headers: HeadersInit = {}) => endpoint(new Request(`http://localhost${url}`, { headers }))
  return { endpoint, get }
}

describe('the post image endpoint', () => {
  it.each([
    ['avif', 800, 450],
    ['webp', 480, 270],
    ['jpeg', 800, 450],
  ] as const)(
    'answers the original at once, then the %s rendition cropped to %ix%i',
    async (format, width, height) => {
      const { endpoint, get } = endpointWith()
      const url = renditionUrl({ source: wave, size: { width, height }, format })
      const first = await get(url)
      expect([first.status, first.headers.get('content-type'), first.headers.get('cache-control')]).toEqual([200, 'image/jpeg', 'no-store'])
      await endpoint.idle()
      const made = await get(url)
      expect(made.headers.get('content-type')).toBe(`image/${format}`)
      expect(made.headers.get('cache-control')).not.toContain('immutable')
      expect(made.headers.get('cache-control')).toMatch(/max-age=\d+/)
      const meta = await sharp(Buffer.from(await made.arrayBuffer())).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual([format === 'avif' ? 'heif' : format, width, height])
      const revalidated = await get(url, { 'if-none-match': made.headers.get('etag') ?? '' })
      expect(revalidated.status).toBe(304)
    },
    ENCODE_TIMEOUT_MS,
  )

  it(
    'waits for the share rendition, which a link preview fetches once: a 1200x630 JPEG under 300 KB from the first answer',
    async () => {
      const { get } = endpointWith()
      const first = await get(renditionUrl({ source: wave, size: SHARE_SIZE, format: 'jpeg' }))
      expect(first.headers.get('cache-control')).toMatch(/max-age=\d+/)
      const body = Buffer.from(await first.arrayBuffer())
      const meta = await sharp(body).metadata()
      expect([first.status, meta.format, meta.width, meta.height]).toEqual([200, 'jpeg', SHARE_SIZE.width, SHARE_SIZE.height])
      expect(body.byteLength).toBeLessThan(SHARE_MAX_BYTES)
    },
    ENCODE_TIMEOUT_MS,
  )

  it.each([
    ['a trailing ?', `${canonical}?`],
    ['a trailing &', `${canonical}&`],
    ['a fragment', `${canonical}#`],
    ['an extra parameter', `${canonical}&cache=bust`],
    ['another order', canonical.replace(/\?(src=[^&]+)&(.*)$/, '?$2&$1')],
    ['an encoded letter', canonical.replace('wave', '%77ave')],
    ['an encoded slash', canonical.replace('blog-images/', 'blog-images%2F')],
    ['a dot segment', canonical.replace('blog-images/', 'blog-images/./')],
    ['the old full address', `/media/blog?src=${encodeURIComponent('/blog-images/cortina-wave-o-que-e.jpg')}&w=800&h=450&f=avif`],
    [
      'a bucket URL with an upper-case scheme',
      '/media/blog?src=HTTPS://abc.supabase.co/storage/v1/object/public/post-images/x.jpg&w=800&h=450&f=avif',
    ],
    ['a source elsewhere', `/media/blog?src=${encodeURIComponent('https://evil.example/x.jpg')}&w=800&h=450&f=avif`],
    ['a size the pages do not use', canonical.replace('w=800&h=450', 'w=5000&h=2813')],
    ['an unknown format', canonical.replace('f=avif', 'f=gif')],
    ['no source', '/media/blog?w=800&h=450&f=avif'],
  ])('refuses %s with 400, without encoding', async (_case, spelling) => {
    const encoder = fakeEncoder()
    const { endpoint, get } = endpointWith({ encode: encoder.encode })
    expect((await get(spelling)).status).toBe(400)
    await endpoint.idle()
    expect(encoder.calls).toEqual([])
  })

  it('answers 503 with Retry-After once the queue is full, and takes the rendition again when it has room', async () => {
    const encoder = fakeEncoder()
    encoder.hold()
    const { endpoint, get } = endpointWith({ encode: encoder.encode, concurrency: 1, maxWaiting: 2 })
    const accepted = await Promise.all([avif480, avif800, avif1200].map((url) => get(url)))
    expect(accepted.map((response) => response.status)).toEqual([200, 200, 200])
    const refused = await get(avif1600)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(endpoint.stats()).toMatchObject({ running: 1, waiting: 2 })
    encoder.release()
    await endpoint.idle()
    expect(encoder.calls).toEqual(['480x270.avif', '800x450.avif', '1200x675.avif'])
    expect((await get(avif1600)).status).toBe(200)
    await endpoint.idle()
    expect(encoder.calls).toHaveLength(4)
  })

  it('makes a rendition once however many ask for it at the same time', async () => {
    const encoder = fakeEncoder()
    encoder.hold()
    const { endpoint, get } = endpointWith({ encode: encoder.encode })
    const waiting = await Promise.all(Array.from({ length: 16 }, () => get()))
    expect(waiting.every((response) => response.status === 200)).toBe(true)
    encoder.release()
    await endpoint.idle()
    const made = await Promise.all(Array.from({ length: 16 }, () => get()))
    expect(new Set(made.map((response) => response.headers.get('content-type')))).toEqual(new Set(['image/avif']))
    expect(encoder.calls).toEqual(['800x450.avif'])
  })

  it('keeps renditions within its byte budget, the least recently used dropped first', async () => {
    const encoder = fakeEncoder(100)
    const { endpoint, get } = endpointWith({ encode: encoder.encode, maxCacheBytes: 250 })
    for (const url of [avif480, avif800, avif1200]) {
      await get(url)
      await endpoint.idle()
    }
    expect(endpoint.stats().renditionBytes).toBe(200)
    expect((await get(avif1200)).headers.get('content-type')).toBe('image/avif')
    const dropped = await get(avif480)
    expect(dropped.headers.get('cache-control')).toBe('no-store')
    await endpoint.idle()
    expect(encoder.calls).toHaveLength(4)
    expect(endpoint.stats().renditionBytes).toBeLessThanOrEqual(250)
  })

  it('answers 404 for an image that does not exist, and remembers it without encoding', async () => {
    const encoder = fakeEncoder()
    const { endpoint, get } = endpointWith({ encode: encoder.encode })
    const missing = renditionUrl({ source: photo('nao-existe.jpg'), size: { width: 800, height: 450 }, format: 'webp' })
    expect((await get(missing)).status).toBe(404)
    await endpoint.idle()
    expect((await get(missing)).status).toBe(404)
    expect([encoder.calls, endpoint.stats().waiting]).toEqual([[], 0])
  })
})
