import { wideWidths } from '../../../blog/images/variants'

/** The photo formats an upload may have: those the post-images bucket accepts, and their names for the owner. */
export const UPLOAD_FORMATS = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
  names: 'JPEG, PNG, WebP, AVIF ou GIF',
} as const

/** Widest image worth uploading: the blog's largest rendition. */
export const MAX_IMAGE_WIDTH = Math.max(...wideWidths)

/** Tallest: room for a portrait photo the blog crops to 16:9 without upscaling. */
const MAX_IMAGE_HEIGHT = MAX_IMAGE_WIDTH * 2

/** Longest side of a delivered job's photo as uploaded: room for the site's widest job rendition (1600) and a crop. */
export const JOB_PHOTO_LONG_SIDE = 2400

/** WebP (or JPEG where a browser cannot encode WebP) quality: small files that still show the weave. */
const QUALITY = 0.86

/** The size of an image scaled down, never up, to fit a box, keeping its proportions. */
export function fitWithin(
  width: number,
  height: number,
  maxWidth = MAX_IMAGE_WIDTH,
  maxHeight = MAX_IMAGE_HEIGHT,
): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height)
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** The object name of an upload: year/month/slug-random.ext, so names never clash and sort by date. */
export function imageName(slug: string, type: string, now = new Date(), random = crypto.randomUUID()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  const extension = type === 'image/webp' ? 'webp' : 'jpg'
  return `${now.getUTCFullYear()}/${month}/${slug || 'imagem'}-${random.replace(/-/g, '').slice(0, 8)}.${extension}`
}

/**
 * Scales a photo in the browser (turned upright) to fit a box and re-encodes it as WebP (JPEG where WebP encoding
 * is missing): a phone's 5 MB picture becomes a few hundred kB, and its EXIF data (location included) is left behind.
 */
export async function resizeImage(file: Blob, box = { width: MAX_IMAGE_WIDTH, height: MAX_IMAGE_HEIGHT }): Promise<Blob> {
  const bitmap = await createImageBitmap(file)
  const size = fitWithin(bitmap.width, bitmap.height, box.width, box.height)
  const canvas = document.createElement('canvas')
  Object.assign(canvas, size)
  const context = canvas.getContext('2d')
  if (!context) throw new Error('canvas 2d indisponível')
  context.drawImage(bitmap, 0, 0, size.width, size.height)
  bitmap.close()
  // Browsers that cannot encode WebP hand back a PNG instead.
  const webp = await encode(canvas, 'image/webp')
  const blob = webp?.type === 'image/webp' ? webp : await encode(canvas, 'image/jpeg')
  if (!blob) throw new Error('não foi possível codificar a imagem')
  return blob
}

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY))
}
