/** Longest slug slugify gives; long enough for any headline, short enough for a tidy URL. */
export const SLUG_MAX_LENGTH = 80

/** Folds a title into a slug: accents dropped ('ç' → 'c'), '&' read as 'e', anything else one hyphen. */
export function slugify(title: string): string {
  const folded = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' e ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (folded.length <= SLUG_MAX_LENGTH) return folded
  const cut = folded.slice(0, SLUG_MAX_LENGTH + 1)
  const lastBreak = cut.lastIndexOf('-')
  return (lastBreak > 0 ? cut.slice(0, lastBreak) : folded.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/, '')
}
