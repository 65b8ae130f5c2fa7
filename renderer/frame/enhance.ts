import { keepChatButtonClear } from './chatClearance'
import { reportContactTaps } from './contactTaps'
import { enhanceDropdown } from './dropdown'
import { trackHeaderOffset } from './headerOffset'

/**
 * The frame's behaviours: the neighbourhoods dropdown, the floating chat button stepping aside, counting chat and phone
 * taps, and scrolling that clears a header taller than its one row.
 */
export function enhanceFrame(doc: Document = document): void {
  doc.querySelectorAll<HTMLDetailsElement>('details[data-dropdown]').forEach(enhanceDropdown)
  keepChatButtonClear(doc)
  reportContactTaps(doc)
  trackHeaderOffset(doc)
}
