import { SLOT_ATTRIBUTE } from '../../engine/jobs/slots'

const opening = new RegExp(`<div ${SLOT_ATTRIBUTE}="([^"]*)">`, 'g')
const divTag = /<div[\s>]|<\/div>/g

/** Where one marked slot is in a page: its id and the slice of the HTML it spans, marker included. */
type SlotSpan = { id: string; start: number; end: number }

/** The end of the `<div>` opened just before `from`: React's HTML escapes every `<` in text and attributes, so tags are all there is to count. */
function closingEnd(html: string, from: number): number {
  divTag.lastIndex = from
  let depth = 1
  for (let tag = divTag.exec(html); tag; tag = divTag.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1
    if (depth === 0) return tag.index + tag[0].length
  }
  return -1
}

/** The marked slots of a prerendered page (engine/jobs/slots.tsx), in order; a slot left unclosed ends the list. */
export function slotsIn(html: string): SlotSpan[] {
  const spans: SlotSpan[] = []
  opening.lastIndex = 0
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    const end = closingEnd(html, match.index + match[0].length)
    if (end < 0) break
    spans.push({ id: match[1] ?? '', start: match.index, end })
    opening.lastIndex = end
  }
  return spans
}

/** The page with each marked slot replaced by what `render` makes of it (its marker included); null keeps the slot as built. */
export function spliceSlots(html: string, render: (id: string) => string | null): string {
  let out = ''
  let from = 0
  for (const span of slotsIn(html)) {
    const replacement = render(span.id)
    if (replacement === null) continue
    out += html.slice(from, span.start) + replacement
    from = span.end
  }
  return out + html.slice(from)
}

/** The page with its inline stylesheet (the head's first `<style>`, renderer/HeadTags.tsx) made `css`. */
export function withStylesheet(html: string, css: string): string {
  const start = html.indexOf('<style>')
  const end = start < 0 ? -1 : html.indexOf('</style>', start)
  if (end < 0) return html
  return `${html.slice(0, start)}<style>${css}${html.slice(end)}`
}
