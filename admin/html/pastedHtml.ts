import { fitHeadings, rename } from './editorHtml'

/** Word's list paragraphs say their list and depth in their style: `mso-list:l0 level2 lfo1`. */
const WORD_LIST_LEVEL = /mso-list:\s*l\d+\s+level(\d+)/i

/** A marker Word writes before a numbered item: 1. a) iv. (a bullet is a symbol: ·, o, §). */
const NUMBERED_MARKER = /^\(?[0-9a-z]{1,4}[.)]/i

/** What a clipboard document holds that is not the text: Word's style sheet and review comments, Docs' meta tags. */
const NOT_TEXT = 'style, meta, link, title, script, xml, .MsoCommentReference, [style*="mso-element:comment" i]'

/**
 * Clipboard HTML from Google Docs and Word, made plain before the editor parses it into its schema, in place.
 * The schema keeps only what the post may hold (it drops fonts, colours, classes and styles, and reads bold,
 * italics and underline from Docs' styled spans); this removes what it would otherwise keep as text or
 * empty lines: HTML comments and Word's conditional comments, Word's review comments, `<o:p>` fillers
 * and VML shapes, Docs' wrapping
 * `<b id="docs-internal-guid-…">`, empty paragraphs and stray line breaks, Docs' underline on link text,
 * Word's list markers. Word's list paragraphs become real lists, Docs' nested lists move into their item,
 * and headings fit the editor's levels.
 */
export function cleanPastedHtml(root: HTMLElement): void {
  const comments = root.ownerDocument.createTreeWalker(root, 128 /* NodeFilter.SHOW_COMMENT */)
  const found: Node[] = []
  for (let comment = comments.nextNode(); comment; comment = comments.nextNode()) found.push(comment)
  for (const comment of found) comment.parentNode?.removeChild(comment)
  for (const element of root.querySelectorAll(NOT_TEXT)) element.remove()
  for (const element of [...root.querySelectorAll('*')].filter((each) => each.tagName.includes(':'))) {
    if (/^(O:P|V:)/.test(element.tagName)) element.remove()
    else element.replaceWith(...element.childNodes)
  }
  for (const wrapper of root.querySelectorAll('b[id^="docs-internal-guid"]')) wrapper.replaceWith(...wrapper.childNodes)
  wordLists(root)
  for (const list of root.querySelectorAll(':is(ul, ol) > :is(ul, ol)')) list.previousElementSibling?.append(list)
  for (const styled of root.querySelectorAll<HTMLElement>('a [style], a[style]')) styled.style.removeProperty('text-decoration')
  fitHeadings(root)
  const texts = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */)
  for (let text = texts.nextNode(); text; text = texts.nextNode()) text.nodeValue = (text.nodeValue ?? '').replace(/\u00a0/g, ' ')
  for (const block of [...root.querySelectorAll('p, h2, h3, h4, div')].reverse())
    if (!block.textContent?.trim() && !block.querySelector('img, table')) block.remove()
  for (const lineBreak of root.querySelectorAll(':scope > br')) lineBreak.remove()
}

/** The clipboard's HTML cleaned, for the editor's transformPastedHTML. */
export function cleanPastedText(html: string): string {
  const { body } = new DOMParser().parseFromString(html, 'text/html')
  cleanPastedHtml(body)
  return body.innerHTML
}

/** Turns each run of Word's list paragraphs into nested <ul>/<ol>, numbered when the first marker is. */
function wordLists(root: HTMLElement): void {
  const level = (element: Element | null) => Number(WORD_LIST_LEVEL.exec(element?.getAttribute('style') ?? '')?.[1] ?? 0)
  for (const first of root.querySelectorAll('p')) {
    // An item already moved into a list left its paragraph behind, detached.
    if (!first.parentNode || !level(first) || level(first.previousElementSibling)) continue
    const stack: { level: number; list: Element }[] = []
    const start = first.ownerDocument.createElement('div')
    first.before(start)
    for (let item: Element | null = first; item && level(item);) {
      const next: Element | null = item.nextElementSibling
      const depth = level(item)
      const marker = item.querySelector('span[style*="mso-list:Ignore" i]')
      const numbered = NUMBERED_MARKER.test(marker?.textContent?.trim() ?? '')
      marker?.remove()
      while ((stack.at(-1)?.level ?? 0) > depth) stack.pop()
      let top = stack.at(-1)
      if (!top || top.level < depth) {
        const list = item.ownerDocument.createElement(numbered ? 'ol' : 'ul')
        ;(top?.list.lastElementChild ?? start).append(list)
        top = { level: depth, list }
        stack.push(top)
      }
      top.list.append(rename(item, 'li'))
      item = next
    }
    start.replaceWith(...start.childNodes)
  }
}
