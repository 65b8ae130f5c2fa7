/** The page's own chat and phone buttons, which the floating button must never cover. */
const inlineButtons = 'main a[href^="https://wa.me/"], main a[href^="tel:"]'

/** How far below the screen a button counts as on screen, so the floating button is gone before they meet. */
const LEAD_PX = 120

/**
 * Hides the floating WhatsApp button while any of the page's own chat or phone buttons is on screen (below the
 * sticky header). Without JavaScript it simply stays: the shared frame has it on every page (docs/spec/specification.md, §2).
 */
export function keepChatButtonClear(doc: Document = document): void {
  const floating = doc.querySelector<HTMLElement>('[data-floating-chat]')
  const buttons = doc.querySelectorAll(inlineButtons)
  if (!floating || buttons.length === 0) return
  const header = doc.querySelector('header')?.offsetHeight ?? 0
  const onScreen = new Set<Element>()
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) onScreen.add(entry.target)
        else onScreen.delete(entry.target)
      }
      floating.toggleAttribute('data-hidden', onScreen.size > 0)
    },
    { rootMargin: `-${header}px 0px ${LEAD_PX}px 0px` },
  )
  buttons.forEach((button) => observer.observe(button))
}
