import { keepChatButtonClear } from './chatClearance'
import { enhanceDropdown } from './dropdown'

/** The frame's behaviours: the neighbourhoods dropdown and the floating chat button stepping aside. */
export function enhanceFrame(doc: Document = document): void {
  doc.querySelectorAll<HTMLDetailsElement>('details[data-dropdown]').forEach(enhanceDropdown)
  keepChatButtonClear(doc)
}
