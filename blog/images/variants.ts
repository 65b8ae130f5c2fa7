import { SHARE_SIZE } from '../../engine/media/shareSize'

/** Path of the endpoint that serves post images resized and re-encoded. */
export const MEDIA_PATH = '/media/blog'

/** Encodings the endpoint produces, best first. */
export const imageFormats = ['avif', 'webp', 'jpeg'] as const
export type ImageFormat = (typeof imageFormats)[number]

/** Widths of the 16:9 crops used by cards and posts. */
export const wideWidths = [480, 800, 1200, 1600] as const

/** The storage bucket of uploaded post images (supabase/migrations: public read, admins write). */
export const IMAGE_BUCKET = 'post-images'

/** A size the endpoint makes; any other is refused, so nobody can fill the cache with sizes. */
export type ImageSize = { width: number; height: number }

/** Height of a 16:9 crop. */
export function wideHeight(width: number): number {
  return Math.round((width * 9) / 16)
}

/** The 16:9 crops, narrowest first. */
export const wideSizes: readonly ImageSize[] = wideWidths.map((width) => ({ width, height: wideHeight(width) }))

/** Every size the endpoint makes. */
export const imageSizes: readonly ImageSize[] = [...wideSizes, SHARE_SIZE]

/** Whether a rendition is a post's share image, the 1200x630 JPEG its og:image names. */
export function isShareRendition(size: ImageSize, format: ImageFormat): boolean {
  return format === 'jpeg' && size.width === SHARE_SIZE.width && size.height === SHARE_SIZE.height
}

export { SHARE_SIZE }
