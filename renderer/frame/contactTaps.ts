import { contactKind } from '../../engine/site/contactKind'

/** Where a tap on a chat or phone link is reported (robots.txt keeps crawlers off /api/). */
export const CONTACT_TAPS_PATH = '/api/toques'

/**
 * Reports each tap on a WhatsApp or phone link of the page (the floating button, the page's own buttons, the
 * footer's) with one beacon: the page's path and the kind. The browser sends it on its own while the tap goes on,
 * so the link never waits; nothing is kept in the browser (no cookie, no storage).
 */
export function reportContactTaps(doc: Document = document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      const kind = link && contactKind(link.getAttribute('href') ?? '')
      if (!kind) return
      navigator.sendBeacon(CONTACT_TAPS_PATH, JSON.stringify({ path: doc.location.pathname, kind }))
    },
    // Capture: a handler further down that stops the click cannot hide the tap.
    { capture: true },
  )
}
