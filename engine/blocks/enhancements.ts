/** Browser behaviours a block can ask for with `data-enhance`, each loaded only where used. */
export const enhancements = {
  reveal: () => import('./cards/enhance').then((m) => m.enhanceReveal),
  carousel: () => import('./testimonials/enhance').then((m) => m.enhanceCarousel),
  lightbox: () => import('./portfolio/enhance').then((m) => m.enhanceLightbox),
} satisfies Record<string, () => Promise<(root: HTMLElement) => void>>

/** Name of a behaviour a block can ask for. */
export type EnhancementName = keyof typeof enhancements

/**
 * Runs the behaviours the page's blocks ask for, fetched once the page has loaded so they never compete
 * with the first paint (until then the plain HTML works on its own).
 */
export function enhanceBlocks(doc: Document = document): void {
  const run = () =>
    doc.querySelectorAll<HTMLElement>('[data-enhance]').forEach((element) => {
      const name = element.dataset.enhance
      if (name && name in enhancements) void enhancements[name as EnhancementName]().then((enhance) => enhance(element))
    })
  if (doc.readyState === 'complete') run()
  else doc.defaultView?.addEventListener('load', run, { once: true })
}
