import type { Block } from '../blocks/schema'

/** Whether a page shows an illustration (content/illustrations.ts) rather than only photos of delivered work. */
export function showsIllustrations(blocks: readonly Block[], illustrations: ReadonlySet<string>): boolean {
  return blocks.some(
    (block) =>
      (block.type === 'gallery' && block.pictures.some((picture) => illustrations.has(picture.image))) ||
      (block.type === 'portfolio' && block.items.some((item) => illustrations.has(item.picture.image))),
  )
}
