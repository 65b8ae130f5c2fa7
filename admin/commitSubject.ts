/** Whose words a commit's subject is, and how the admin names the change to the owner. */

/** Leading words of a developer's English subject; none is a Portuguese word she would start with. */
const ENGLISH_VERBS =
  /^(add|adds|added|fix|fixes|fixed|update|updates|updated|removes|removed|refactor|merge|bump|revert|rename|make|improve|clean|change|replace|drop|allow|support|handle|show|test|tests|wip|initial)\b/i
/** Conventional-commit prefixes ('fix:', 'feat(admin):'). */
const CONVENTIONAL = /^(feat|fix|chore|docs|refactor|test|style|perf|build|ci|revert)(\([^)]*\))?!?:/i
/** Small English words no Portuguese sentence has. */
const ENGLISH_WORDS = new Set([
  'the',
  'of',
  'to',
  'and',
  'with',
  'from',
  'in',
  'on',
  'is',
  'was',
  'by',
  'when',
  'its',
  'it',
  'into',
  'an',
  'at',
  'be',
  'not',
  'this',
  'that',
  'instead',
  'each',
  'per',
])
/** Small Portuguese words no English sentence has. */
const PORTUGUESE_WORDS = new Set([
  'o',
  'os',
  'de',
  'do',
  'da',
  'dos',
  'das',
  'e',
  'em',
  'no',
  'na',
  'nos',
  'nas',
  'um',
  'uma',
  'para',
  'pra',
  'com',
  'que',
  'por',
  'pelo',
  'pela',
  'ao',
  'à',
  'é',
])

/**
 * Whether a commit's subject is the owner's own words, to be shown as she typed them. A developer's is English: a
 * conventional-commit prefix, a leading English verb, or more small English words than Portuguese ones (words with
 * accents count as Portuguese) once quoted text, often the site's pt-BR copy, is left out.
 */
export function isOwnerSubject(subject: string): boolean {
  const text = subject.trim()
  if (CONVENTIONAL.test(text) || ENGLISH_VERBS.test(text)) return false
  const words = text
    .replace(/(^|\s)'[^']*'|"[^"]*"|“[^”]*”/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}']+/u)
  const english = words.filter((word) => ENGLISH_WORDS.has(word) || /\p{L}'s$|n't$/u.test(word)).length
  const portuguese = words.filter((word) => PORTUGUESE_WORDS.has(word) || /[áàâãéêíóôõúç]/.test(word)).length
  return english <= portuguese
}

/** '“Troca o telefone”', or what a developer's change was to her; null for an empty subject. */
export const whatChanged = (subject: string) =>
  !subject.trim() ? null : isOwnerSubject(subject) ? `“${subject.trim()}”` : 'mudança no código do site'
