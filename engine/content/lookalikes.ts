import { join } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { contentMessages } from './catalogue'
import { problemIn, type ContentProblem } from './report'
import type { PhotoNames } from './types'

/** Size of the difference hash: 16 comparisons per row, 16 rows. */
const HASH_WIDTH = 17
const HASH_HEIGHT = 16

/**
 * Two photos whose hashes differ in fewer bits than this look near-identical: the same room painted twice
 * scores 10 to 53 of 256, different rooms 68 and more.
 */
export const NEAR_IDENTICAL_BITS = 64

/** A gallery as the check reads it: the file and field it is written in, and the names of its photos in order. */
export type GalleryPhotos = { file: string; field: string; images: readonly string[] }

/** A difference hash of a photo: whether each pixel of a small grey thumbnail is brighter than its right neighbour. */
export async function differenceHash(photo: Sharp): Promise<boolean[]> {
  const pixels = await photo.grayscale().resize(HASH_WIDTH, HASH_HEIGHT, { fit: 'fill' }).normalise().raw().toBuffer()
  const bits: boolean[] = []
  for (let y = 0; y < HASH_HEIGHT; y++)
    for (let x = 0; x < HASH_WIDTH - 1; x++) bits.push((pixels[y * HASH_WIDTH + x] ?? 0) > (pixels[y * HASH_WIDTH + x + 1] ?? 0))
  return bits
}

/** Bits in which two hashes differ. */
export const hashDistance = (a: boolean[], b: boolean[]) => a.filter((bit, index) => bit !== b[index]).length

/**
 * One warning per gallery that shows a photo twice or two near-identical photos (one room in another light or
 * colour): a visitor sees the same picture again. Photos missing from the folder are the check's errors, not these.
 */
export async function lookalikeWarnings(root: string, photos: PhotoNames, galleries: readonly GalleryPhotos[]): Promise<ContentProblem[]> {
  const known = new Set(photos.names)
  const names = [...new Set(galleries.flatMap((gallery) => gallery.images))].filter((name) => known.has(name))
  const hashes = new Map(
    await Promise.all(names.map(async (name) => [name, await differenceHash(sharp(join(root, photos.folder, `${name}.jpg`)))] as const)),
  )
  return galleries.flatMap(({ file, field, images }) => {
    const pairs = images.flatMap((a, i) =>
      images.slice(i + 1).flatMap((b) => {
        const [first, second] = [hashes.get(a), hashes.get(b)]
        return a === b || (first && second && hashDistance(first, second) < NEAR_IDENTICAL_BITS) ? [`${a} e ${b}`] : []
      }),
    )
    return pairs.length ? [problemIn(file, `${field}: ${contentMessages.lookalikePhotos(pairs)}`)] : []
  })
}
