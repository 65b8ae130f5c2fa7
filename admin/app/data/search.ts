import { slugify } from '../../../engine/text/slugify'

/** Whether a title holds every word of a search, whole or in part, ignoring case, accents and punctuation. */
export function titleMatches(title: string, query: string): boolean {
  const folded = slugify(title)
  return slugify(query)
    .split('-')
    .filter(Boolean)
    .every((word) => folded.includes(word))
}
