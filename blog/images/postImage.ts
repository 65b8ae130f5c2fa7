import type { ShareImage } from '../../engine/seo/head'
import { imageSource, renditionUrl } from './canonical'
import { SHARE_SIZE, wideHeight, wideSizes, wideWidths, type ImageFormat, type ImageSize } from './variants'

/** What the page needs to draw a post image: responsive 16:9 renditions, or the bare address of an image the endpoint does not serve. */
export type PostImage =
  | { kind: 'responsive'; alt: string; width: number; height: number; src: string; sources: { type: string; srcSet: string }[] }
  | { kind: 'plain'; alt: string; src: string }

/** The renditions of a post's featured image; null when the post has none. */
export function postImage(src: string | null, alt: string, supabaseUrl: string | undefined): PostImage | null {
  if (!src) return null
  const source = imageSource(src, supabaseUrl)
  if (!source) return { kind: 'plain', alt, src }
  const url = (size: ImageSize, format: ImageFormat) => renditionUrl({ source, size, format })
  const srcSet = (format: ImageFormat) => wideSizes.map((size) => `${url(size, format)} ${size.width}w`).join(', ')
  const fallback = { width: wideWidths[1], height: wideHeight(wideWidths[1]) }
  return {
    kind: 'responsive',
    alt,
    ...fallback,
    src: url(fallback, 'jpeg'),
    sources: [
      { type: 'image/avif', srcSet: srcSet('avif') },
      { type: 'image/webp', srcSet: srcSet('webp') },
      { type: 'image/jpeg', srcSet: srcSet('jpeg') },
    ],
  }
}

/** The post's 1200x630 social image, or null when it has none the endpoint can crop. */
export function postShareImage(src: string | null, alt: string, siteUrl: string, supabaseUrl: string | undefined): ShareImage | null {
  const source = src ? imageSource(src, supabaseUrl) : null
  return source && { url: `${siteUrl}${renditionUrl({ source, size: SHARE_SIZE, format: 'jpeg' })}`, ...SHARE_SIZE, alt }
}
