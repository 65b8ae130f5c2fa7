import { plainText } from './plainText'

/** Reading speed the read time assumes, as the seed's posts do. */
export const WORDS_PER_MINUTE = 200

/** Words of an HTML body: the words of its text. */
export function countWords(html: string): number {
  return plainText(html).split(' ').filter(Boolean).length
}

/** Minutes to read a body: words / 200 rounded up, at least 1 (the table's minimum). */
export function readTime(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / WORDS_PER_MINUTE))
}
