import { LINK_URL, setLinkTarget } from '../../blog/sanitizeRules'

/** A web address typed without its scheme: www.loja.com.br, loja.com.br/cortinas. */
const BARE_DOMAIN = /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#]|$)/i

/** Gives an element another tag, keeping its attributes and children. */
export function rename(element: Element, name: string): Element {
  const replacement = element.ownerDocument.createElement(name)
  for (const attribute of element.attributes) replacement.setAttribute(attribute.name, attribute.value)
  replacement.append(...element.childNodes)
  element.replaceWith(replacement)
  return replacement
}

/**
 * Fits headings to the editor's levels, in place: the post's title is its only h1, so a text that has an h1
 * (Docs' and Word's "Título 1") moves every heading one level down, and levels past 4 become 4.
 */
export function fitHeadings(root: Element): void {
  const shift = root.querySelector('h1') ? 1 : 0
  for (const heading of root.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const level = Number(heading.tagName.slice(1))
    const fitted = Math.min(4, level + shift)
    if (fitted !== level) rename(heading, `h${fitted}`)
  }
}

/**
 * The editor's HTML as the post stores it, in place: a lone paragraph in a list item, quote or table cell is
 * written bare (the public page spaces paragraphs apart), and a link's target and rel are the ones the post
 * sanitiser gives its address, so that what is saved comes back from the sanitiser unchanged.
 */
export function tidyEditorHtml(root: Element, siteOrigin: string): void {
  for (const block of root.querySelectorAll('li, blockquote, th, td')) {
    const only = block.firstChild
    if (block.childNodes.length === 1 && only?.nodeName === 'P') only.replaceWith(...only.childNodes)
  }
  for (const link of root.querySelectorAll('a')) {
    link.removeAttribute('target')
    link.removeAttribute('rel')
    setLinkTarget(link, siteOrigin)
  }
}

/**
 * The address typed in the link dialog, as the link keeps it: a web address without its scheme gains https://
 * (the sanitiser would read `loja.com.br` as a page of this site); null when the sanitiser would drop it.
 */
export function linkAddress(typed: string): string | null {
  const address = typed.trim()
  if (!address || address === 'https://') return null
  if (BARE_DOMAIN.test(address)) return `https://${address}`
  return LINK_URL.test(address) ? address : null
}
