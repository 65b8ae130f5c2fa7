/** The entities HTML serialisation writes in text (DOMPurify's output, an editor's innerHTML), and &#160;. */
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0', '#160': '\u00a0', '#39': "'" }

/**
 * The text of an HTML fragment: tags become spaces, entities are decoded and white space collapses. Plain string
 * work rather than a DOM, so the server and the admin in the browser read a body alike.
 */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|nbsp|#160|#39);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}
