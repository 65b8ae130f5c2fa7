import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'
import { postSanitizer } from './sanitizeRules'

export { ALLOWED_ATTR, ALLOWED_TAGS } from './sanitizeRules'

const window = new JSDOM('').window

/** The server's post sanitiser (DOMPurify over jsdom), for the public pages and the admin's preview. */
export function createPostSanitizer(siteUrl: string): (html: string) => string {
  return postSanitizer(createDOMPurify(window), siteUrl)
}
