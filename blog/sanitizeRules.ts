import type { DOMPurify } from 'dompurify'

/** The tags a post body may keep (docs/spec/specification.md, §5). */
export const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'strong',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'br',
  'span',
  'div',
  'blockquote',
  'code',
  'pre',
]

/** The attributes a post body may keep (docs/spec/specification.md, §5). */
export const ALLOWED_ATTR = ['href', 'src', 'alt', 'class', 'style', 'target', 'rel', 'title']

/** Inline styles an author may use; anything that can move, cover or load things is dropped. */
const STYLE_PROPERTIES = new Set([
  'color',
  'background-color',
  'text-align',
  'font-weight',
  'font-style',
  'text-decoration',
  'vertical-align',
  'width',
  'max-width',
])
const SAFE_STYLE_VALUE = /^[#a-z0-9\s.,%()-]+$/i

/** Links: the web, mail, phone and site-relative addresses. Images: only http(s) and site paths, never data:. */
export const LINK_URL = /^(?:https?:|mailto:|tel:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i
export const IMAGE_URL = /^(?:https?:\/\/|\/(?!\/))/i

/** Keeps only the allowed declarations of a style attribute, with plain values. */
function safeStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.split(':').map((part) => part.trim()))
    .filter(
      ([property = '', value = '', ...rest]) =>
        rest.length === 0 &&
        STYLE_PROPERTIES.has(property.toLowerCase()) &&
        SAFE_STYLE_VALUE.test(value) &&
        !/url|expression|image/i.test(value),
    )
    .map(([property, value]) => `${property}: ${value}`)
    .join('; ')
}

/** Whether a link leaves the site: an absolute http(s) URL on another origin. */
function leavesSite(href: string, siteOrigin: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false
  return URL.canParse(href) ? new URL(href).origin !== siteOrigin : true
}

/** Opens a link that leaves the site (or asks to) in a new tab with rel="noopener noreferrer", any other in the same tab. */
export function setLinkTarget(link: Element, siteOrigin: string): void {
  if (leavesSite(link.getAttribute('href') ?? '', siteOrigin) || link.getAttribute('target') === '_blank') {
    link.setAttribute('target', '_blank')
    link.setAttribute('rel', 'noopener noreferrer')
  } else {
    link.removeAttribute('target')
  }
}

/**
 * The post sanitiser over a DOMPurify instance: the server's (over jsdom) for the public pages and the
 * preview, the browser's in the admin before a post's HTML reaches the editor. Besides DOMPurify's own
 * rules it drops data: and script image sources and risky inline styles, and opens links that leave
 * `siteUrl` in a new tab with rel="noopener noreferrer".
 */
export function postSanitizer(purify: DOMPurify, siteUrl: string): (html: string) => string {
  const siteOrigin = new URL(siteUrl).origin
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'style') data.attrValue = safeStyle(data.attrValue)
    if (data.attrName === 'style' && !data.attrValue) data.keepAttr = false
    if (data.attrName === 'src' && !IMAGE_URL.test(data.attrValue.trim())) data.keepAttr = false
    if (data.attrName === 'target' || data.attrName === 'rel') data.keepAttr = node.nodeName === 'A'
  })
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') setLinkTarget(node, siteOrigin)
  })
  const config = { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: LINK_URL, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false }
  return (html) => purify.sanitize(html, config)
}
