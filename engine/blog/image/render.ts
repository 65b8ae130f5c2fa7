import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import type { ImageFormat, ImageOrigin, ImageSize } from './variants'

/** Largest source the endpoint reads: the bucket's upload limit. */
const MAX_SOURCE_BYTES = 10 * 1024 * 1024

/** Encoder settings: small files that still look like fabric. */
const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 52, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 74 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
} satisfies Record<ImageFormat, (image: Sharp) => Sharp>

/** An encoded rendition with its validator. */
export type Rendition = { body: Uint8Array<ArrayBuffer>; type: string; etag: string }

/** Where the site's own images are: the build's copy of content/public, or content/public itself in development. */
export const localImageRoots = [resolve('dist/client/blog-images'), resolve('content/public/blog-images')]

/** Thrown when the source image does not exist or cannot be read. */
export class MissingImageError extends Error {
  override name = 'MissingImageError'
}

/** Reads the source bytes of a site or bucket image. */
export async function loadSource(origin: ImageOrigin, roots: readonly string[] = localImageRoots): Promise<Buffer> {
  if (origin.kind === 'local') {
    for (const root of roots) {
      const bytes = await readFile(join(root, origin.file)).catch(() => null)
      if (bytes) return bytes
    }
    throw new MissingImageError(origin.file)
  }
  const response = await fetch(origin.url, { signal: AbortSignal.timeout(8000), redirect: 'error' }).catch(() => null)
  if (!response?.ok || !response.headers.get('content-type')?.startsWith('image/')) throw new MissingImageError(origin.url)
  if (Number(response.headers.get('content-length') ?? 0) > MAX_SOURCE_BYTES) throw new MissingImageError(`${origin.url} is too large`)
  const bytes = Buffer.from(await response.arrayBuffer())
  if (bytes.byteLength > MAX_SOURCE_BYTES) throw new MissingImageError(`${origin.url} is too large`)
  return bytes
}

/** Crops a source to `size` around its most interesting part and encodes it. */
export async function renderImage(source: Buffer, size: ImageSize, format: ImageFormat): Promise<Rendition> {
  const image = sharp(source, { limitInputPixels: 40_000_000 }).rotate().resize({ ...size, fit: 'cover', position: sharp.strategy.attention })
  const body = new Uint8Array(await encoders[format](image).toBuffer())
  return { body, type: `image/${format}`, etag: `"${createHash('sha1').update(body).digest('base64url')}"` }
}
