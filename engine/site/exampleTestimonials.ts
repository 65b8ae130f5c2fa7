import type { Page } from '../../schemas/page'

/**
 * A page as a published site shows it: example testimonials (`example: true`) are left out, since the heading says
 * they are clients' words, and a testimonials block left with none is dropped. Only the owner's preview keeps them.
 */
export function withoutExampleTestimonials(page: Page): Page {
  const blocks = page.blocks.flatMap((block): Page['blocks'] => {
    if (block.type !== 'testimonials') return [block]
    const items = block.items.filter((item) => !item.example)
    return items.length ? [{ ...block, items }] : []
  })
  return { ...page, blocks }
}
