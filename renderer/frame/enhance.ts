import { keepChatButtonClear } from './chatClearance'
import { reportContactTaps } from './contactTaps'
import { enhanceDropdown } from './dropdown'

/** The frame's behaviours: the neighbourhoods dropdown, the floating chat button stepping aside, and counting chat and phone taps. */
export function enhanceFrame(doc: Document = document): void {
  doc.querySelectorAll<HTMLDetailsElement>('details[data-dropdown]').forEach(enhanceDropdown)
  keepChatButtonClear(doc)
  reportContactTaps(doc)
}
