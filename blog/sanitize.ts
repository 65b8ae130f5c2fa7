import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'
import { postSanitizer } from './sanitizeRules'

export { ALLOWED_ATTR, ALLOWED_TAGS } from './sanitizeRules'

const window = new JSDOM('').window

/** The server's post sanitiser (DOMPurify over jsdom), for the public pages and the admin's preview. */
export function createPostSanitizer(siteUrl: string): (html: string) => string {
  return postSanitizer(createDOMPurify(window), siteUrl)
}

/** The words of an HTML fragment, tags removed, entities decoded and white space collapsed. */
export function htmlToText(html: string): string {
  const decoder = window.document.createElement('textarea')
  decoder.innerHTML = html.replace(/<[^>]*>/g, ' ')
  return decoder.value.replace(/\s+/g, ' ').trim()
}
