import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createImageEndpoint } from './endpoint'

const endpoint = createImageEndpoint({ supabaseUrl: () => 'https://abc.supabase.co', roots: ['content/public/blog-images'] })
const get = (query: string, headers: HeadersInit = {}) => endpoint(new Request(`http://localhost/media/blog?${query}`, { headers }))
const src = encodeURIComponent('/blog-images/cortina-wave-o-que-e.jpg')

describe('the post image endpoint', () => {
  it.each([
    ['avif', 800, 450],
    ['webp', 480, 270],
    ['jpeg', 1200, 630],
  ])('crops and encodes %s at %ix%i, with long cache headers', async (format, width, height) => {
    const response = await get(`src=${src}&w=${width}&h=${height}&f=${format}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(`image/${format}`)
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d{7,}/)
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([width, height])
    expect(meta.format).toBe(format === 'avif' ? 'heif' : format)
  })

  it('answers a repeated request from memory, and 304 to a browser that has it', async () => {
    const query = `src=${src}&w=1600&h=900&f=webp`
    const first = await get(query)
    const started = performance.now()
    const second = await get(query)
    expect(performance.now() - started).toBeLessThan(20)
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
    const revalidated = await get(query, { 'if-none-match': first.headers.get('etag') ?? '' })
    expect(revalidated.status).toBe(304)
  })

  it.each([
    ['a source outside the allowed places', `src=${encodeURIComponent('https://evil.example/x.jpg')}&w=800&h=450&f=webp`],
    ['a size the pages do not use', `src=${src}&w=5000&h=2813&f=webp`],
    ['an unknown format', `src=${src}&w=800&h=450&f=gif`],
    ['no source', 'w=800&h=450&f=webp'],
  ])('refuses %s with 400', async (_case, query) => {
    expect((await get(query)).status).toBe(400)
  })

  it('answers 404 for a site image that does not exist', async () => {
    expect((await get(`src=${encodeURIComponent('/blog-images/nao-existe.jpg')}&w=800&h=450&f=webp`)).status).toBe(404)
  })
})
