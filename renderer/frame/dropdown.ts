/** The dropdown closes 120 ms after focus has left it (docs/spec/specification.md, §4). */
export const CLOSE_DELAY_MS = 120

/**
 * Closes the neighbourhoods disclosure 120 ms after focus leaves it, on Escape and on an outside click; on a
 * neighbourhood page, opening the menu panel opens the group too, so the current page shows at once.
 */
export function enhanceDropdown(details: HTMLDetailsElement): void {
  let timer: number | undefined
  const summary = details.querySelector('summary')
  details.addEventListener('focusout', () => {
    window.clearTimeout(timer)
    timer = window.setTimeout(() => {
      if (!details.contains(document.activeElement)) details.open = false
    }, CLOSE_DELAY_MS)
  })
  details.addEventListener('focusin', () => window.clearTimeout(timer))
  details.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !details.open) return
    // The first Escape closes only the group, not the menu panel around it.
    event.preventDefault()
    details.open = false
    summary?.focus()
  })
  document.addEventListener('click', (event) => {
    if (details.open && !details.contains(event.target as Node)) details.open = false
  })
  details.closest('[popover]')?.addEventListener('toggle', (event) => {
    if ((event as ToggleEvent).newState === 'open' && details.querySelector('[aria-current]')) details.open = true
  })
}
