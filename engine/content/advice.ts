import { join } from 'node:path'
import sharp from 'sharp'
import { contentMessages } from './catalogue'
import type { PhotoNames } from './types'

/** Width the guide asks of a photo: the largest the build encodes, so big screens never show it stretched. */
export const minPhotoWidth = 1600

/** One warning naming the photos narrower than the guide's 1600 px, which look blurred on large screens. */
export async function photoWidthWarnings(root: string, photos: PhotoNames): Promise<string[]> {
  const widths = await Promise.all(
    photos.names.map(async (name) => ({ name, width: (await sharp(join(root, photos.folder, `${name}.jpg`)).metadata()).width })),
  )
  const narrow = widths.filter(({ width }) => width < minPhotoWidth)
  if (!narrow.length) return []
  const list = narrow.map(({ name, width }) => `${name}.jpg (${width} px)`).join(', ')
  return [`${photos.folder}: ${contentMessages.narrowPhotos(narrow.length, minPhotoWidth, list)}`]
}
