/** Inline elements a paragraph may hold; anything else at the top level starts a block of its own. */
const INLINE = new Set(['A', 'B', 'BR', 'CODE', 'EM', 'I', 'IMG', 'S', 'SPAN', 'STRONG', 'U'])

/** What the browser's editing commands write, renamed to the tags the post sanitiser keeps. */
const RENAMES: Record<string, string> = { B: 'strong', I: 'em', STRIKE: 's', DIV: 'p' }

/**
 * Tidies the HTML that contenteditable and execCommand produce, in place: <b>/<i> become <strong>/<em> (the
 * sanitiser drops <b> and <i>), <div> paragraphs become <p>, spans that only carry the browser's inline
 * styles are unwrapped, the no-break spaces typing leaves behind (doubled or trailing spaces) become plain
 * spaces, and loose text at the top level is wrapped in paragraphs.
 */
export function tidyEditorHtml(root: HTMLElement): void {
  const texts = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */)
  for (let text = texts.nextNode(); text; text = texts.nextNode()) text.nodeValue = (text.nodeValue ?? '').replace(/\u00a0/g, ' ')
  for (const element of [...root.querySelectorAll('*')].reverse()) {
    const name = RENAMES[element.tagName]
    if (name && !(element.tagName === 'DIV' && element.querySelector('p, div, ul, ol, h2, h3, h4, blockquote, table')))
      rename(element, name)
    else if (element.tagName === 'SPAN' && [...element.attributes].every((attribute) => attribute.name === 'style'))
      element.replaceWith(...element.childNodes)
  }
  let paragraph: HTMLElement | null = null
  for (const node of [...root.childNodes]) {
    const loose =
      node.nodeType === node.TEXT_NODE ? Boolean(node.textContent?.trim()) || paragraph !== null : INLINE.has((node as Element).tagName)
    if (!loose) {
      paragraph = null
      continue
    }
    paragraph ??= root.insertBefore(root.ownerDocument.createElement('p'), node)
    paragraph.append(node)
  }
}

function rename(element: Element, name: string): void {
  const replacement = element.ownerDocument.createElement(name)
  for (const attribute of element.attributes) if (attribute.name !== 'style') replacement.setAttribute(attribute.name, attribute.value)
  replacement.append(...element.childNodes)
  element.replaceWith(replacement)
}
