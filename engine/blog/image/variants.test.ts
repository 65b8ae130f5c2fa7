import { describe, expect, it } from 'vitest'
import { imageOrigin, isImageSize, mediaUrl } from './variants'

const supabase = 'https://abc.supabase.co'
const bucket = `${supabase}/storage/v1/object/public/post-images`

describe('imageOrigin: no open proxy', () => {
  it.each([
    ['/blog-images/cortina-wave-o-que-e.jpg', { kind: 'local', file: 'cortina-wave-o-que-e.jpg' }],
    [`${bucket}/2026/sala.webp`, { kind: 'storage', url: `${bucket}/2026/sala.webp` }],
  ])('accepts %s', (src, origin) => {
    expect(imageOrigin(src, supabase)).toEqual(origin)
  })

  it.each([
    'https://evil.example/x.jpg',
    '/assets/static/x.jpg',
    '/blog-images/../../etc/passwd',
    '/blog-images/%2e%2e/secret.jpg',
    '/blog-images/sub/x.jpg',
    '/blog-images/x.svg',
    '//evil.example/blog-images/x.jpg',
    `${bucket}/../../private/x.jpg`,
    `${bucket}/%2e%2e/%2e%2e/private/x.jpg`,
    `${supabase}/storage/v1/object/public/outro-bucket/x.jpg`,
    `${supabase}/storage/v1/object/authenticated/post-images/x.jpg`,
    `${bucket}/x.jpg?download=1`,
    `https://user:pass@abc.supabase.co/storage/v1/object/public/post-images/x.jpg`,
    `http://abc.supabase.co/storage/v1/object/public/post-images/x.jpg`,
    `https://abc.supabase.co.evil.example/storage/v1/object/public/post-images/x.jpg`,
    `${bucket}/`,
    'file:///etc/passwd',
    'data:image/png;base64,AAAA',
  ])('refuses %s', (src) => {
    expect(imageOrigin(src, supabase)).toBeNull()
  })

  it('refuses bucket URLs when no Supabase project is configured', () => {
    expect(imageOrigin(`${bucket}/x.jpg`, undefined)).toBeNull()
  })
})

describe('sizes', () => {
  it('accepts the 16:9 widths and the 1200x630 share image only', () => {
    expect(isImageSize(800, 450)).toBe(true)
    expect(isImageSize(1200, 630)).toBe(true)
    expect(isImageSize(801, 450)).toBe(false)
    expect(isImageSize(4000, 2250)).toBe(false)
  })

  it('builds the endpoint URL with the source encoded', () => {
    expect(mediaUrl('/blog-images/a b.jpg', { width: 480, height: 270 }, 'webp')).toBe('/media/blog?src=%2Fblog-images%2Fa+b.jpg&w=480&h=270&f=webp')
  })
})
