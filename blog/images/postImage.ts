import type { ShareImage } from '../../engine/seo/head'
import { firstFilled } from '../../engine/text/format'
import type { PostSummary } from '../data/schema'
import { imageSource, renditionUrl } from './canonical'
import { SHARE_SIZE, wideHeight, wideSizes, wideWidths, type ImageFormat, type ImageSize } from './variants'

/** What the page needs to draw a post image: responsive 16:9 renditions, or the bare address of an image the endpoint does not serve. */
export type PostImage =
  | { kind: 'responsive'; alt: string; width: number; height: number; src: string; sources: { type: string; srcSet: string }[] }
  | { kind: 'plain'; alt: string; src: string }

/** A post's featured image and its description. */
type Cover = Pick<PostSummary, 'featured_image' | 'featured_image_alt'>

/** The renditions of a post's featured image, with its description as alt text (empty when it has none); null without an image. */
export function postImage({ featured_image: src, featured_image_alt }: Cover, supabaseUrl: string | undefined): PostImage | null {
  if (!src) return null
  const alt = firstFilled(featured_image_alt)
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

/** The post's 1200x630 social image, described as its photo is (else by the post's title), or null when it has none the endpoint can crop. */
export function postShareImage(
  post: Cover & Pick<PostSummary, 'title'>,
  siteUrl: string,
  supabaseUrl: string | undefined,
): ShareImage | null {
  const source = post.featured_image ? imageSource(post.featured_image, supabaseUrl) : null
  const alt = firstFilled(post.featured_image_alt, post.title)
  return source && { url: `${siteUrl}${renditionUrl({ source, size: SHARE_SIZE, format: 'jpeg' })}`, ...SHARE_SIZE, alt }
}
