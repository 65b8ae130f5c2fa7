import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { clientFolder, projectFolder } from '../http/buildFolder'
import { bucketObjectUrl, type ImageSource } from '../../blog/images/canonical'
import { isShareRendition, type ImageFormat, type ImageSize } from '../../blog/images/variants'
import { shareJpeg } from '../../engine/media/shareJpeg'

// The endpoint keeps its own renditions, so libvips' operation cache would only hold memory; one thread per
// encode leaves the other cores to the pages.
sharp.cache(false)
sharp.concurrency(1)

/** Largest source the endpoint reads: the bucket's upload limit. */
const MAX_SOURCE_BYTES = 10 * 1024 * 1024

/** Longest wait for a bucket object, body included. */
const FETCH_TIMEOUT_MS = 8000

/** Largest image decoded (a 40-megapixel photo); anything bigger is refused before it takes the memory. */
const MAX_INPUT_PIXELS = 40_000_000

/** Encoder settings: small files that still look like fabric (post and job photos alike). */
export const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 52, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 74 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
} satisfies Record<ImageFormat, (image: Sharp) => Sharp>

const localTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
}

/** An encoded rendition with its validator. */
export type Rendition = { body: Uint8Array<ArrayBuffer>; type: string; etag: string }

/** The bytes of a post image as stored, with their media type. */
export type SourceImage = { bytes: Uint8Array<ArrayBuffer>; type: string }

/** Crops and encodes a source: the endpoint's encoder (tests pass a fake one). */
export type Encoder = (source: Uint8Array, size: ImageSize, format: ImageFormat) => Promise<Rendition>

/** Why an image cannot be served: it does not exist (404), it is not a usable image (422), or its storage cannot be reached now (503). */
export class ImageError extends Error {
  override name = 'ImageError'

  constructor(
    readonly status: 404 | 422 | 503,
    message: string,
  ) {
    super(message)
  }
}

/** Where the site's own images are: the build's copy of content/public, or content/public itself in development. */
export const localImageRoots = [join(clientFolder, 'blog-images'), join(projectFolder, 'content/public/blog-images')]

/** Reads a post image: a file of the site's folder, or an object of the configured project's bucket, fetched with a timeout. */
export async function loadSource(
  source: ImageSource,
  supabaseUrl: string | undefined,
  roots: readonly string[] = localImageRoots,
): Promise<SourceImage> {
  if (source.place === 'blog-images') {
    for (const root of roots) {
      const bytes = await readFile(join(root, source.name)).catch(() => null)
      if (bytes) return { bytes: new Uint8Array(bytes), type: localTypes[extname(source.name)] ?? 'application/octet-stream' }
    }
    throw new ImageError(404, `no ${source.name} in the site's images`)
  }
  const url = bucketObjectUrl(supabaseUrl, source.name)
  if (!url) throw new ImageError(404, 'no Supabase project is configured')
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' }).catch((error: unknown) =>
    unreachable(url, error),
  )
  if (response.status >= 500) throw new ImageError(503, `${url}: ${response.status}`)
  if (!response.ok) throw new ImageError(404, `${url}: ${response.status}`)
  const type = response.headers.get('content-type') ?? ''
  if (!type.startsWith('image/')) throw new ImageError(422, `${url} is ${type || 'untyped'}, not an image`)
  if (Number(response.headers.get('content-length') ?? 0) > MAX_SOURCE_BYTES)
    throw new ImageError(422, `${url} is larger than ${MAX_SOURCE_BYTES} bytes`)
  const bytes = new Uint8Array(await response.arrayBuffer().catch((error: unknown) => unreachable(url, error)))
  if (bytes.byteLength > MAX_SOURCE_BYTES) throw new ImageError(422, `${url} is larger than ${MAX_SOURCE_BYTES} bytes`)
  return { bytes, type }
}

function unreachable(url: string, error: unknown): never {
  throw new ImageError(503, `${url}: ${error instanceof Error ? error.message : String(error)}`)
}

/** Crops a source to `size` around its most interesting part and encodes it; the share JPEG stays under WhatsApp's 300 KB. */
export const renderImage: Encoder = async (source, size, format) => {
  const image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ ...size, fit: 'cover', position: sharp.strategy.attention })
  const body = new Uint8Array(isShareRendition(size, format) ? await shareJpeg(image) : await encoders[format](image).toBuffer())
  return rendition(body, `image/${format}`)
}

/** A rendition's bytes with their type and validator, however they were come by (encoded here, or kept in storage). */
export function rendition(body: Uint8Array<ArrayBuffer>, type: string): Rendition {
  return { body, type, etag: `"${createHash('sha1').update(body).digest('base64url')}"` }
}
