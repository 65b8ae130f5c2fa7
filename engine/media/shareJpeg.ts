import type { Sharp } from 'sharp'
import { SHARE_MAX_BYTES } from './shareSize'

/** Qualities tried in turn: the first is where a photo still looks like fabric; the last is never reached in practice. */
const QUALITIES = [80, 72, 64, 56, 48] as const

/**
 * Encodes a share image as a progressive mozjpeg JPEG under SHARE_MAX_BYTES, lowering the quality only for the
 * rare busy photo that needs it; the last quality is kept whatever its size.
 */
export async function shareJpeg(image: Sharp): Promise<Buffer> {
  let body = Buffer.alloc(0)
  for (const quality of QUALITIES) {
    body = await image.clone().jpeg({ quality, mozjpeg: true }).toBuffer()
    if (body.byteLength < SHARE_MAX_BYTES) break
  }
  return body
}
