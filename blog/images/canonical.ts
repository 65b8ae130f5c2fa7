import { IMAGE_BUCKET, imageFormats, imageSizes, MEDIA_PATH, SHARE_SIZE, wideSizes, type ImageFormat, type ImageSize } from './variants'

/** The site's own post images (the seed's), served as /blog-images/<name>. */
const SITE_FOLDER = 'blog-images'

/** Where a post image lives: the site's /blog-images/ folder or the post-images bucket, and its name there. */
export type ImageSource = { place: typeof SITE_FOLDER | typeof IMAGE_BUCKET; name: string }

/** One rendition the endpoint makes: an image, a size, a format. */
export type RenditionSpec = { source: ImageSource; size: ImageSize; format: ImageFormat }

const places = [SITE_FOLDER, IMAGE_BUCKET] as const
const SEGMENT = /^[a-z0-9]+(?:[._-][a-z0-9]+)*$/
const EXTENSION = /\.(?:jpe?g|png|webp|avif)$/
const MAX_NAME_LENGTH = 200
/** The admin names uploads year/month/file; a little more depth is allowed for files put there by hand. */
const MAX_BUCKET_DEPTH = 4

/**
 * Names the endpoint serves have one spelling only: lower-case letters and digits, single `.`, `_` or `-`
 * between them, an image extension, folders only in the bucket. Nothing in them is ever percent-encoded.
 */
function isImageName(place: ImageSource['place'], name: string): boolean {
  const segments = name.split('/')
  const depth = place === SITE_FOLDER ? 1 : MAX_BUCKET_DEPTH
  return (
    name.length <= MAX_NAME_LENGTH && EXTENSION.test(name) && segments.length <= depth && segments.every((segment) => SEGMENT.test(segment))
  )
}

/** The public address of the bucket's objects under a Supabase URL (which may carry a path), ending in a slash. */
function bucketPrefix(supabaseUrl: string | undefined): string | null {
  if (!supabaseUrl || !URL.canParse(supabaseUrl)) return null
  const base = new URL(supabaseUrl)
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}/storage/v1/object/public/${IMAGE_BUCKET}/`
}

/** Where a post's featured_image lives; null for any image the endpoint does not serve (the page shows it as is). */
export function imageSource(src: string, supabaseUrl: string | undefined): ImageSource | null {
  const bucket = bucketPrefix(supabaseUrl)
  const source: ImageSource | null = src.startsWith(`/${SITE_FOLDER}/`)
    ? { place: SITE_FOLDER, name: src.slice(SITE_FOLDER.length + 2) }
    : bucket && src.startsWith(bucket)
      ? { place: IMAGE_BUCKET, name: src.slice(bucket.length) }
      : null
  return source && isImageName(source.place, source.name) ? source : null
}

/** The address the endpoint fetches a bucket object from: the configured project's post-images bucket, nowhere else. */
export function bucketObjectUrl(supabaseUrl: string | undefined, name: string): string | null {
  const bucket = bucketPrefix(supabaseUrl)
  return bucket && isImageName(IMAGE_BUCKET, name) ? bucket + name : null
}

/** A stable key for an image, whatever its rendition. */
export function sourceKey({ place, name }: ImageSource): string {
  return `${place}/${name}`
}

/** The one URL of a rendition, also its cache key: /media/blog?src=<place>/<name>&w=…&h=…&f=…, in that order. */
export function renditionUrl({ source, size, format }: RenditionSpec): string {
  return `${MEDIA_PATH}?src=${sourceKey(source)}&w=${size.width}&h=${size.height}&f=${format}`
}

/**
 * The rendition a request's path and query name, only when they are byte for byte its canonical URL: any
 * other spelling (an encoded letter, a dot segment, another order, an extra or repeated parameter, a
 * trailing `?`, `&` or `#`, a full bucket URL) is null, so it can never become a second cache entry.
 */
export function parseRenditionUrl(pathAndQuery: string): RenditionSpec | null {
  if (!pathAndQuery.startsWith(`${MEDIA_PATH}?`)) return null
  const query = new URLSearchParams(pathAndQuery.slice(MEDIA_PATH.length + 1))
  const src = query.get('src') ?? ''
  const place = places.find((candidate) => src.startsWith(`${candidate}/`))
  const name = place ? src.slice(place.length + 1) : ''
  const size = imageSizes.find(({ width, height }) => query.get('w') === String(width) && query.get('h') === String(height))
  const format = imageFormats.find((candidate) => candidate === query.get('f'))
  if (!place || !isImageName(place, name) || !size || !format) return null
  const spec = { source: { place, name }, size, format }
  return renditionUrl(spec) === pathAndQuery ? spec : null
}

/** Every rendition of an image, the likeliest asked for first: AVIF (what current browsers take), the share image, WebP, JPEG. */
export function renditionsOf(source: ImageSource): RenditionSpec[] {
  const wide = (format: ImageFormat) => wideSizes.map((size) => ({ source, size, format }))
  return [...wide('avif'), { source, size: SHARE_SIZE, format: 'jpeg' }, ...wide('webp'), ...wide('jpeg')]
}
