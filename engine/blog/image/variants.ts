/** Path of the endpoint that serves post images resized and re-encoded. */
export const MEDIA_PATH = '/media/blog'

/** Encodings the endpoint produces, best first. */
export const imageFormats = ['avif', 'webp', 'jpeg'] as const
export type ImageFormat = (typeof imageFormats)[number]

/** Widths of the 16:9 crops used by cards and posts. */
export const wideWidths = [480, 800, 1200, 1600] as const

/** Social share image size (spec: 1200x630). */
export const SHARE_SIZE = { width: 1200, height: 630 } as const

/** Folder of the site's own post images (the seed's). */
const LOCAL_IMAGE_PREFIX = '/blog-images/'

/** The storage bucket of uploaded post images (supabase/migrations: public read, admins write). */
export const IMAGE_BUCKET = 'post-images'

/** Path of that bucket's public objects, after the Supabase URL. */
const BUCKET_PATH = `/storage/v1/object/public/${IMAGE_BUCKET}/`

/** A size the endpoint makes; any other is refused, so nobody can fill the cache with sizes. */
export type ImageSize = { width: number; height: number }

/** Height of a 16:9 crop. */
export function wideHeight(width: number): number {
  return Math.round((width * 9) / 16)
}

/** Every size the endpoint accepts. */
const imageSizes: readonly ImageSize[] = [...wideWidths.map((width) => ({ width, height: wideHeight(width) })), SHARE_SIZE]

/** Whether the endpoint makes this size. */
export function isImageSize(width: number, height: number): boolean {
  return imageSizes.some((size) => size.width === width && size.height === height)
}

/** Where a post image comes from: the site's folder, the storage bucket, or somewhere the endpoint refuses. */
export type ImageOrigin = { kind: 'local'; file: string } | { kind: 'storage'; url: string }

/** Classifies a post image reference; null when it is neither a site image nor in the post-images bucket. */
export function imageOrigin(src: string, supabaseUrl: string | undefined): ImageOrigin | null {
  if (src.startsWith(LOCAL_IMAGE_PREFIX)) {
    const file = src.slice(LOCAL_IMAGE_PREFIX.length)
    return /^[a-z0-9][a-z0-9._-]*\.(jpe?g|png|webp|avif)$/i.test(file) && !file.includes('..') ? { kind: 'local', file } : null
  }
  if (!supabaseUrl || !URL.canParse(src) || !URL.canParse(supabaseUrl)) return null
  const url = new URL(src)
  const base = new URL(supabaseUrl)
  const bucket = `${base.pathname.replace(/\/+$/, '')}${BUCKET_PATH}`
  const inBucket = url.origin === base.origin && url.pathname.startsWith(bucket) && url.pathname.length > bucket.length
  return inBucket && !url.search && !url.hash && !url.username ? { kind: 'storage', url: url.href } : null
}

/** URL of one rendition of a post image. */
export function mediaUrl(src: string, size: ImageSize, format: ImageFormat): string {
  const query = new URLSearchParams({ src, w: String(size.width), h: String(size.height), f: format })
  return `${MEDIA_PATH}?${query}`
}
