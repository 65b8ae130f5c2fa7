import { isPlainClick } from '../engine/ui/plainClick'
import { parsePageParam } from './pagination'

/** How long the retry toast stays up. */
const TOAST_MS = 3000

/**
 * Blog list behaviours, on top of plain links that work without JavaScript: changing page or pressing
 * 'Tentar Novamente' shows the 9 placeholder cards, scrolls smoothly to the top and swaps in the new
 * page without a reload, keeping the URL in sync; the retry first shows the toast's message (data-message).
 */
export function enhanceBlogList(doc: Document = document): void {
  const list = doc.querySelector<HTMLElement>('[data-blog-list]')
  if (!list) return
  list.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-page-link], a[data-retry]')
    if (!link || !isPlainClick(event)) return
    event.preventDefault()
    const retry = link.hasAttribute('data-retry')
    if (retry) showToast(list)
    void showPage(list, link.href, retry ? 'replace' : 'push')
  })
  // Only a change of page matters: following the skip link also fires popstate, for its #hash.
  window.addEventListener('popstate', () => {
    const wanted = parsePageParam(new URLSearchParams(window.location.search).get('page'))
    if (String(wanted) !== list.querySelector('[data-blog-page]')?.getAttribute('data-blog-page'))
      void showPage(list, window.location.href, 'keep')
  })
}

/** Fetches a list page and swaps its posts in; if that fails, the browser simply navigates there. */
async function showPage(list: HTMLElement, url: string, entry: 'push' | 'replace' | 'keep'): Promise<void> {
  const results = list.querySelector<HTMLElement>('[data-blog-results]')
  const placeholders = list.querySelector<HTMLTemplateElement>('template[data-placeholders]')
  if (results && placeholders) {
    results.replaceChildren(placeholders.content.cloneNode(true))
    results.setAttribute('aria-busy', 'true')
  }
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
  try {
    const response = await fetch(url, { headers: { accept: 'text/html' } })
    const next = new DOMParser().parseFromString(await response.text(), 'text/html')
    const fresh = next.querySelector('[data-blog-page]')
    const current = list.querySelector('[data-blog-page]')
    // The error state comes as a 503 that still carries the list, so it is swapped in like any page.
    if (!fresh || !current) throw new Error(`list page ${url} answered ${response.status}`)
    current.replaceWith(document.adoptNode(fresh))
    // Each page inlines only the rules its own HTML uses: the new page's sheet covers what was swapped in.
    const sheet = next.head.querySelector('style')
    if (sheet) document.head.querySelector('style')?.replaceWith(document.adoptNode(sheet))
    document.title = next.title
    if (entry === 'push') window.history.pushState(null, '', response.url)
    if (entry === 'replace') window.history.replaceState(null, '', response.url)
    list.querySelector<HTMLElement>('[data-blog-results]')?.focus({ preventScroll: true })
  } catch {
    window.location.assign(url)
  }
}

/** Shows the page's toast with the message the page gave it; written now, so screen readers announce it. */
function showToast(list: HTMLElement): void {
  const toast = list.querySelector<HTMLElement>('[data-toast]')
  if (!toast) return
  toast.textContent = toast.dataset.message ?? ''
  toast.hidden = false
  window.setTimeout(() => {
    toast.hidden = true
  }, TOAST_MS)
}
