import sharp, { type Sharp } from 'sharp'
import { describe, expect, it } from 'vitest'
import { siteContent } from '../../../pages/site'
import type { BlockOf } from '../schema'

const { neighbourhoods, routes } = siteContent()

/** Size of the difference hash: 16 comparisons per row, 16 rows. */
const HASH_WIDTH = 17
const HASH_HEIGHT = 16

/**
 * Two photos whose hashes differ in fewer bits than this look near-identical: the same room painted twice
 * scores 10 to 53 of 256, different rooms 68 and more.
 */
const NEAR_IDENTICAL_BITS = 64

/** The photo of a content image name. */
const photo = (image: string) => sharp(`content/images/${image}.jpg`)

/** A difference hash: whether each pixel of a small grey thumbnail is brighter than its right neighbour. */
async function differenceHash(picture: Sharp): Promise<boolean[]> {
  const pixels = await picture.grayscale().resize(HASH_WIDTH, HASH_HEIGHT, { fit: 'fill' }).normalise().raw().toBuffer()
  const bits: boolean[] = []
  for (let y = 0; y < HASH_HEIGHT; y++)
    for (let x = 0; x < HASH_WIDTH - 1; x++) bits.push((pixels[y * HASH_WIDTH + x] ?? 0) > (pixels[y * HASH_WIDTH + x + 1] ?? 0))
  return bits
}

/** Bits in which two hashes differ. */
const distance = (a: boolean[], b: boolean[]) => a.filter((bit, index) => bit !== b[index]).length

const galleries = [...routes.values()].flatMap((page) =>
  page.blocks
    .filter((block): block is BlockOf<'gallery'> => block.type === 'gallery')
    .map((block) => [page.path, block.pictures.map((picture) => picture.image)] as const),
)

describe('galleries on the site', () => {
  it('exist on every neighbourhood page', () => {
    expect(galleries.filter(([path]) => path.startsWith('/cortinas-'))).toHaveLength(neighbourhoods.length)
  })

  it.each(galleries)('%s shows no photo twice and no two near-identical photos', async (_, images) => {
    expect(new Set(images).size).toBe(images.length)
    const hashes = await Promise.all(images.map((image) => differenceHash(photo(image))))
    const alike = hashes.flatMap((a, i) =>
      hashes.slice(i + 1).flatMap((b, j) => (distance(a, b) < NEAR_IDENTICAL_BITS ? [`${images[i]} ~ ${images[i + 1 + j]}`] : [])),
    )
    expect(alike).toEqual([])
  })

  it('would catch one photo shown twice in another light and colour', async () => {
    const image = galleries[0]?.[1][0] ?? ''
    const original = await differenceHash(photo(image))
    const relit = await differenceHash(photo(image).modulate({ brightness: 1.25, saturation: 0.6 }).tint('#d9b38c'))
    expect(distance(original, relit)).toBeLessThan(NEAR_IDENTICAL_BITS)
  })
})
