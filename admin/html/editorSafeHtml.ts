import createDOMPurify from 'dompurify'
import { postSanitizer } from '../../blog/sanitizeRules'

let sanitize: ((html: string) => string) | undefined

/**
 * A post's HTML as the public page keeps it (the same rules, run in the browser), before it reaches the live
 * editable area: stored HTML must never run script on the admin's origin, where the session token lives.
 */
export function editorSafeHtml(html: string): string {
  sanitize ??= postSanitizer(createDOMPurify(window), window.location.origin)
  return sanitize(html)
}
