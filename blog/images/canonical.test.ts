import { describe, expect, it } from 'vitest'
import { imageName } from '../../admin/app/data/image'
import { bucketObjectUrl, imageSource, parseRenditionUrl, renditionsOf, renditionUrl } from './canonical'

const supabase = 'https://abc.supabase.co'
const bucket = `${supabase}/storage/v1/object/public/post-images`
const upload = { place: 'post-images', name: '2026/05/sala-ab12cd34.webp' } as const
const canonical = '/media/blog?src=post-images/2026/05/sala-ab12cd34.webp&w=800&h=450&f=avif'

describe('imageSource: which featured images the endpoint serves', () => {
  it.each([
    ['/blog-images/cortina-wave-o-que-e.jpg', { place: 'blog-images', name: 'cortina-wave-o-que-e.jpg' }],
    [`${bucket}/2026/05/sala-ab12cd34.webp`, upload],
  ])('%s', (src, source) => {
    expect(imageSource(src, supabase)).toEqual(source)
    expect(imageSource(src, `${supabase}/`)).toEqual(source)
  })

  it.each([
    'https://evil.example/x.jpg',
    '/assets/static/x.jpg',
    '/blog-images/../../etc/passwd',
    '/blog-images/%2e%2e/secret.jpg',
    '/blog-images/sub/x.jpg',
    '/blog-images/x.svg',
    '/blog-images/X.jpg',
    '//evil.example/blog-images/x.jpg',
    `${bucket}/../../private/x.jpg`,
    `${bucket}/%2e%2e/%2e%2e/private/x.jpg`,
    `${bucket}/./x.jpg`,
    `${bucket}/%78.jpg`,
    `${bucket}//x.jpg`,
    `${supabase}/storage/v1/object/public/outro-bucket/x.jpg`,
    `${supabase}/storage/v1/object/authenticated/post-images/x.jpg`,
    `${bucket}/x.jpg?download=1`,
    `${bucket}/x.jpg?`,
    `${bucket}/x.jpg#`,
    `https://user:pass@abc.supabase.co/storage/v1/object/public/post-images/x.jpg`,
    `HTTPS://abc.supabase.co/storage/v1/object/public/post-images/x.jpg`,
    `http://abc.supabase.co/storage/v1/object/public/post-images/x.jpg`,
    `https://abc.supabase.co.evil.example/storage/v1/object/public/post-images/x.jpg`,
    `${bucket}/`,
    `${bucket}/a/b/c/d/x.jpg`,
    'file:///etc/passwd',
    'data:image/png;base64,AAAA',
  ])('is null for %s: the page shows it as is', (src) => {
    expect(imageSource(src, supabase)).toBeNull()
  })

  it('serves every name the admin gives an upload', () => {
    for (const type of ['image/webp', 'image/jpeg']) {
      for (const slug of ['cortina-de-linho-2', '', 'a'.repeat(80)])
        expect(imageSource(`${bucket}/${imageName(slug, type)}`, supabase)).not.toBeNull()
    }
  })

  it('is null for bucket URLs when no Supabase project is configured', () => {
    expect(imageSource(`${bucket}/x.jpg`, undefined)).toBeNull()
  })
})

describe('the canonical rendition URL', () => {
  it('names the image, the size and the format, nothing encoded', () => {
    expect(renditionUrl({ source: upload, size: { width: 800, height: 450 }, format: 'avif' })).toBe(canonical)
  })

  it('parses back every rendition of an image, and nothing else', () => {
    const specs = renditionsOf(upload)
    expect(specs).toHaveLength(13)
    expect(new Set(specs.map(renditionUrl)).size).toBe(13)
    for (const spec of specs) expect(parseRenditionUrl(renditionUrl(spec))).toEqual(spec)
  })

  it.each([
    ['a trailing ?', `${canonical}?`],
    ['a trailing &', `${canonical}&`],
    ['a fragment', `${canonical}#`],
    ['an extra parameter', `${canonical}&v=2`],
    ['a repeated parameter', `${canonical}&f=avif`],
    ['another order', '/media/blog?w=800&h=450&f=avif&src=post-images/2026/05/sala-ab12cd34.webp'],
    ['an encoded letter', canonical.replace('sala', '%73ala')],
    ['an encoded slash', canonical.replace('2026/05', '2026%2F05')],
    ['a dot segment', canonical.replace('2026/05', '2026/./05')],
    ['a parent segment', canonical.replace('2026/05', '2026/../2026/05')],
    ['a doubled slash', canonical.replace('2026/05', '2026//05')],
    ['capitals', canonical.replace('sala', 'Sala')],
    ['a leading zero', canonical.replace('w=800', 'w=0800')],
    ['a capital format', canonical.replace('f=avif', 'f=AVIF')],
    ['a size the pages do not use', canonical.replace('w=800&h=450', 'w=5000&h=2813')],
    ['an unknown format', canonical.replace('f=avif', 'f=gif')],
    ['the full bucket URL', `/media/blog?src=${encodeURIComponent(`${bucket}/2026/05/sala-ab12cd34.webp`)}&w=800&h=450&f=avif`],
    [
      'an upper-case scheme',
      `/media/blog?src=HTTPS://abc.supabase.co/storage/v1/object/public/post-images/2026/05/sala-ab12cd34.webp&w=800&h=450&f=avif`,
    ],
    ['another place', canonical.replace('post-images', 'other-bucket')],
    ['a trailing slash on the path', canonical.replace('/media/blog?', '/media/blog/?')],
    ['no source', '/media/blog?w=800&h=450&f=avif'],
  ])('is refused with %s', (_case, spelling) => {
    expect(parseRenditionUrl(spelling)).toBeNull()
  })
})

describe('bucketObjectUrl', () => {
  it("is the configured project's post-images bucket, and nothing for a name the endpoint would refuse", () => {
    expect(bucketObjectUrl(supabase, upload.name)).toBe(`${bucket}/${upload.name}`)
    expect(bucketObjectUrl(`${supabase}/base/`, 'x.jpg')).toBe(`${supabase}/base/storage/v1/object/public/post-images/x.jpg`)
    expect(bucketObjectUrl(supabase, '../x.jpg')).toBeNull()
    expect(bucketObjectUrl(undefined, 'x.jpg')).toBeNull()
  })
})
