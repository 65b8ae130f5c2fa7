import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { SHARE_MAX_BYTES, SHARE_SIZE } from '../../../engine/media/shareSize'
import { siteContent } from '../../../pages/site'
import { IMMUTABLE } from '../../../server/http/staticFiles'
import { sql } from '../database'
import { contentPagePaths } from '../../contentSamples'

const { site, neighbourhoods } = siteContent()
const baseUrl = inject('baseUrl')
const [first, second] = neighbourhoods
if (!first || !second) throw new Error('the content needs two neighbourhoods to compare their previews')

const [withCover] = await sql<{ slug: string }>(
  "select slug from public.posts where published and published_at <= now() and deleted_at is null and featured_image like '/blog-images/%' order by published_at desc limit 1",
)
const bare = `sem-foto-${randomUUID()}`

/** What a page's head says about its share image. */
async function shareMeta(path: string) {
  const html = await (await fetch(`${baseUrl}${path}`)).text()
  const meta = (attribute: 'property' | 'name', key: string) =>
    html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1]?.replaceAll('&amp;', '&')
  return {
    url: meta('property', 'og:image') ?? '',
    type: meta('property', 'og:image:type'),
    size: [meta('property', 'og:image:width'), meta('property', 'og:image:height')],
    alt: meta('property', 'og:image:alt'),
    card: meta('name', 'twitter:card'),
    twitterImage: meta('name', 'twitter:image'),
  }
}

/** The image as the production server answers its address. */
async function fetchImage(url: string) {
  const { pathname, search } = new URL(url)
  const response = await fetch(`${baseUrl}${pathname}${search}`)
  const bytes = Buffer.from(await response.arrayBuffer())
  return { response, bytes, meta: await sharp(bytes).metadata() }
}

describe('share images', () => {
  beforeAll(async () => {
    await sql(
      "insert into public.posts (slug, title, subtitle, content, published, published_at) values ($1, 'Post sem foto', 'Sem capa', '<p>Texto.</p>', true, '2001-01-01')",
      [bare],
    )
    // Every server learns of a new post within its freshness interval.
    await vi.waitFor(async () => expect((await fetch(`${baseUrl}/blog/${bare}`, { redirect: 'manual' })).status).toBe(200), {
      timeout: 10_000,
      interval: 250,
    })
  })
  afterAll(() => sql('delete from public.posts where slug = $1', [bare]))

  const pageTypes = [
    ...contentPagePaths(),
    first.path,
    second.path,
    '/blog',
    '/blog?page=2',
    ...(withCover ? [`/blog/${withCover.slug}`] : []),
    `/blog/${bare}`,
    '/pagina-que-nao-existe',
  ]

  it('covers a post with a cover, as the seed has', () => {
    expect(withCover).toBeDefined()
  })

  it.each(pageTypes)(
    '%s: og:image is absolute from SITE_URL and answers a 1200x630 JPEG under 300 KB, described, as a large card',
    async (path) => {
      const head = await shareMeta(path)
      expect(head.url.startsWith(`${site.siteUrl}/`)).toBe(true)
      expect(head).toMatchObject({ type: 'image/jpeg', size: ['1200', '630'], card: 'summary_large_image', twitterImage: head.url })
      expect(head.alt?.trim()).toBeTruthy()
      const { response, bytes, meta } = await fetchImage(head.url)
      expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/jpeg'])
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', SHARE_SIZE.width, SHARE_SIZE.height])
      expect(bytes.byteLength).toBeLessThan(SHARE_MAX_BYTES)
    },
  )

  it('serves the drawn cards under content-hashed names, cached for a year', async () => {
    const { url } = await shareMeta('/')
    expect(new URL(url).pathname).toMatch(/^\/assets\/[^/]+\.[\w-]{8}\.jpg$/)
    expect((await fetchImage(url)).response.headers.get('cache-control')).toBe(IMMUTABLE)
  })

  it('gives two neighbourhoods two different previews', async () => {
    const [one, other] = await Promise.all([first, second].map(async (n) => (await shareMeta(n.path)).url))
    expect(one).not.toBe(other)
    const [a, b] = await Promise.all([one, other].map(async (url) => (await fetchImage(url ?? '')).bytes))
    expect(a?.equals(b ?? Buffer.alloc(0))).toBe(false)
  })

  it("shares a post's own cover, and the site's card for a post without one", async () => {
    const covered = await shareMeta(`/blog/${withCover?.slug}`)
    expect(new URL(covered.url).pathname).toBe('/media/blog')
    expect((await shareMeta(`/blog/${bare}`)).url).toBe((await shareMeta('/pagina-que-nao-existe')).url)
  })
})
