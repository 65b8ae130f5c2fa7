import type { ShareImage } from '../../seo/head'
import { imageOrigin, mediaUrl, SHARE_SIZE, wideHeight, wideWidths } from './variants'

/** What the page needs to draw a post image: responsive 16:9 renditions, or the bare address of an image the endpoint does not serve. */
export type PostImage =
  | { kind: 'responsive'; alt: string; width: number; height: number; src: string; sources: { type: string; srcSet: string }[] }
  | { kind: 'plain'; alt: string; src: string }

/** The renditions of a post's featured image; null when the post has none. */
export function postImage(src: string | null, alt: string, supabaseUrl = process.env.SUPABASE_URL): PostImage | null {
  if (!src) return null
  if (!imageOrigin(src, supabaseUrl)) return { kind: 'plain', alt, src }
  const srcSet = (format: 'avif' | 'webp' | 'jpeg') => wideWidths.map((width) => `${mediaUrl(src, { width, height: wideHeight(width) }, format)} ${width}w`).join(', ')
  const fallback = wideWidths[1]
  return {
    kind: 'responsive',
    alt,
    width: fallback,
    height: wideHeight(fallback),
    src: mediaUrl(src, { width: fallback, height: wideHeight(fallback) }, 'jpeg'),
    sources: [
      { type: 'image/avif', srcSet: srcSet('avif') },
      { type: 'image/webp', srcSet: srcSet('webp') },
      { type: 'image/jpeg', srcSet: srcSet('jpeg') },
    ],
  }
}

/** The post's 1200x630 social image, or null when it has none the endpoint can crop. */
export function postShareImage(src: string | null, alt: string, siteUrl: string, supabaseUrl = process.env.SUPABASE_URL): ShareImage | null {
  if (!src || !imageOrigin(src, supabaseUrl)) return null
  return { url: `${siteUrl}${mediaUrl(src, SHARE_SIZE, 'jpeg')}`, ...SHARE_SIZE, alt }
}
