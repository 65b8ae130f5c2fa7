import type { NeighbourhoodInput } from '../../schemas/neighbourhood'
import { contentMessages } from './catalogue'
import { problemIn, type ContentProblem } from './report'

/** A neighbourhood file as the duplicate guard reads it. */
export type NeighbourhoodText = {
  file: string
  content: Partial<Pick<NeighbourhoodInput, 'name' | 'description' | 'headline' | 'intro' | 'benefits' | 'testimonial' | 'closing'>>
}

/** Sentences shorter than this many words ('Medidas exatas.') are too common to count as copied. */
const MIN_WORDS = 6

/** Two sentences sharing at least this share of their words read as one sentence with a few words swapped. */
const SIMILAR = 0.8

type Sentence = { text: string; key: string; words: Set<string> }

/** Lowercase, no accents, no punctuation. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** Every sentence of a neighbourhood's running text, with the neighbourhood (and its preposition) folded away. */
function sentencesOf({ content }: NeighbourhoodText): Sentence[] {
  const name = fold(content.name ?? '')
  const texts = [
    content.description,
    content.headline,
    ...(content.intro ?? []),
    ...(content.benefits ?? []).flatMap((b) => [b?.title, b?.text]),
    content.testimonial?.text,
    content.closing,
  ]
  return texts
    .filter((text): text is string => typeof text === 'string')
    .flatMap((text) => text.split(/(?<=[.!?])\s+/))
    .map((text) => {
      const folded = ` ${fold(text)} `
      const key = (name ? folded.replaceAll(new RegExp(`(?: (?:no|na|nos|nas|em|do|da|dos|das|de))? ${name} `, 'g'), ' # ') : folded).trim()
      return { text: text.trim(), key, words: new Set(key.split(' ')) }
    })
    .filter((sentence) => sentence.words.size >= MIN_WORDS)
}

/** Shared words over all words of two sentences. */
function similarity(a: Set<string>, b: Set<string>): number {
  const shared = [...a].filter((word) => b.has(word)).length
  return shared / (a.size + b.size - shared)
}

/**
 * Warnings, in pt-BR, for every pair of neighbourhood files that share a sentence (the same words once the
 * neighbourhood's name is set aside, or nearly so): search engines treat near-duplicate location pages as spam.
 */
export function sharedSentenceWarnings(neighbourhoods: readonly NeighbourhoodText[]): ContentProblem[] {
  const all = neighbourhoods.map(sentencesOf)
  const warnings: ContentProblem[] = []
  all.forEach((mine, i) => {
    all.slice(0, i).forEach((theirs, j) => {
      const shared = mine.filter((a) => theirs.some((b) => a.key === b.key || similarity(a.words, b.words) >= SIMILAR))
      if (!shared.length) return
      const quoted = shared.map((sentence) => `\n    "${sentence.text}"`).join('')
      warnings.push(problemIn(neighbourhoods[i]?.file ?? '', contentMessages.sharedSentences(neighbourhoods[j]?.file ?? '', quoted)))
    })
  })
  return warnings
}
