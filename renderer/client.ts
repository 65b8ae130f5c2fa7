import { enhanceBlocks } from '../engine/blocks/enhancements'
import { enhanceDropdown } from './frame/dropdown'

/** Runs the frame's dropdown and every behaviour the page's blocks ask for. */
export function enhancePage(): void {
  document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown]').forEach(enhanceDropdown)
  enhanceBlocks()
}
