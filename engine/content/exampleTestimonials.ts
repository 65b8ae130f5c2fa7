import type { Page } from '../../schemas/page'

/**
 * A page as a published site shows it: example testimonials (`example: true`) are left out, since the heading says
 * they are clients' words. Only the owner's preview keeps them. A block left with none shows nothing, but stays: the
 * server fills it with the clients' words of delivered jobs (engine/jobs/slots.tsx).
 */
export function withoutExampleTestimonials(page: Page): Page {
  const blocks = page.blocks.map((block): Page['blocks'][number] =>
    block.type === 'testimonials' ? { ...block, items: block.items.filter((item) => !item.example) } : block,
  )
  return { ...page, blocks }
}
