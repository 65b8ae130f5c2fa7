import { useEffect, type RefObject } from 'react'

/** Room kept between the line being typed and the bar under it, in px. */
const MARGIN = 12

/** The element a collapsed caret sits in: an empty line has no box of its own, its paragraph has. */
function caretElement(range: Range): Element | null {
  const node = range.startContainer
  if (!(node instanceof Element)) return node.parentElement
  const child = node.childNodes[range.startOffset]
  return child instanceof Element ? child : node
}

/** Where the line being typed is on screen, or null when there is no caret. */
function caretBox(active: Element): DOMRect | null {
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return active.getBoundingClientRect()
  const selection = document.getSelection()
  if (!selection?.rangeCount) return null
  const range = selection.getRangeAt(0).cloneRange()
  range.collapse(false)
  const box = range.getBoundingClientRect()
  return box.height > 0 ? box : (caretElement(range)?.getBoundingClientRect() ?? null)
}

/**
 * Keeps the line being typed (and whatever the browser scrolls to) in view above the form's sticky save bar, and the bar above a phone's on-screen
 * keyboard. The keyboard shrinks only the visual viewport (visualViewport) on many phones, which a sticky bar
 * does not follow by itself; and the browser scrolls the caret into view without counting the bar over it.
 */
export function useCaretInView(form: RefObject<HTMLElement | null>, bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const viewport = window.visualViewport
    const reveal = () => {
      const active = document.activeElement
      if (!active || !form.current?.contains(active) || !bar.current || bar.current.contains(active)) return
      const caret = caretBox(active)
      const visibleBottom = Math.min(bar.current.getBoundingClientRect().top, viewport ? viewport.offsetTop + viewport.height : Infinity)
      const below = (caret?.bottom ?? 0) + MARGIN - visibleBottom
      // A field taller than the room left (a long HTML source) has its own scrolling: the page leaves it be.
      if (caret && below > 0 && caret.height + MARGIN < visibleBottom) window.scrollBy({ top: below, behavior: 'instant' })
    }
    // After the browser's own scrolling to the caret, which runs before the next frame.
    const soon = () => requestAnimationFrame(reveal)
    const root = document.documentElement
    const place = () => {
      const covered = Math.max(0, Math.round(viewport ? root.clientHeight - viewport.height - viewport.offsetTop : 0))
      bar.current?.style.setProperty('--keyboard-inset', `${covered}px`)
      // What the browser scrolls into view (a focused button, a found word) lands above the bar, not under it.
      root.style.scrollPaddingBottom = `${covered + (bar.current?.offsetHeight ?? 0)}px`
      soon()
    }
    place()
    // The bar grows while it shows the news of a save: what is scrolled into view lands above the news too.
    const resized = new ResizeObserver(place)
    if (bar.current) resized.observe(bar.current)
    document.addEventListener('selectionchange', soon)
    document.addEventListener('input', soon)
    viewport?.addEventListener('resize', place)
    viewport?.addEventListener('scroll', place)
    return () => {
      document.removeEventListener('selectionchange', soon)
      document.removeEventListener('input', soon)
      viewport?.removeEventListener('resize', place)
      viewport?.removeEventListener('scroll', place)
      resized.disconnect()
      root.style.scrollPaddingBottom = ''
    }
  }, [form, bar])
}
