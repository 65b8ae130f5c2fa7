import sharp from 'sharp'

const TOKEN = "[!#$%&'*+.^_`|~0-9a-z-]+"
const ESSENCE = new RegExp(`^${TOKEN}/${TOKEN}$`)

/** The image types sharp recognises, by the format name in its metadata (AVIF and HEIC are both `heif`). */
const IMAGE_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  tiff: 'image/tiff',
  svg: 'image/svg+xml',
}

/** A Content-Type's essence (`type/subtype`, lower case, no parameters), or null when it is not a MIME type. */
export function mimeEssence(contentType: string): string | null {
  const essence = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  return ESSENCE.test(essence) ? essence : null
}

/** Whether a bucket's allowed MIME types (none: any) take a MIME type essence; entries may end in `/*`. */
export function mimeAllowed(allowed: string[] | null, essence: string): boolean {
  if (!allowed?.length) return true
  return allowed.some((allowed) => (allowed.endsWith('/*') ? essence.startsWith(allowed.slice(0, -1)) : essence === allowed.toLowerCase()))
}

/** Whether the bytes are what the essence says: an image type must be an image in that format; other types are not checked. */
export async function bytesMatchType(bytes: Buffer, essence: string): Promise<boolean> {
  if (!essence.startsWith('image/')) return true
  try {
    const { format, compression } = await sharp(bytes).metadata()
    const type = format === 'heif' ? (compression === 'av1' ? 'image/avif' : 'image/heic') : IMAGE_TYPES[format]
    return type === essence
  } catch {
    return false
  }
}
