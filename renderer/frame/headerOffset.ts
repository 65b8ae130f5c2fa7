/** Marks the site's sticky header, whose height scrolling and focus must clear. */
export const FRAME_HEADER = 'data-frame-header'

/**
 * Keeps scrolling and focus clear of the sticky header when it is taller than its one row: on wide screens a menu
 * whose words the owner made too long for one row takes a second one (frame/Header.tsx). Sets `--header-offset`, the
 * header's real height, on the root, which scroll-padding follows (globalStyles); the header never reads it back.
 */
export function trackHeaderOffset(doc: Document = document): void {
  const header = doc.querySelector<HTMLElement>(`[${FRAME_HEADER}]`)
  if (!header || typeof ResizeObserver === 'undefined') return
  const root = doc.documentElement
  new ResizeObserver(() => root.style.setProperty('--header-offset', `${header.getBoundingClientRect().height}px`)).observe(header, {
    box: 'border-box',
  })
}
