import { z } from 'zod'
import type { ZonedTime } from '../../engine/text/timeZone'

/** The latest publish as the admin reads it from public.publishes (written by scripts/publish/record.ts). */
export const publishSchema = z.object({
  state: z.enum(['publicando', 'no-ar', 'falhou']),
  /** The subject of the commit's message. */
  subject: z.string(),
  /** Why it failed, in pt-BR; null unless it did. */
  reason: z.string().nullable(),
  /** The workflow run on GitHub, where the details are. */
  run_url: z.string(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
})

export type Publish = z.infer<typeof publishSchema>

/** What the admin says under its header about the site's publishing, and where to see more. */
export type PublishLine = { text: string; link: { href: string; label: string } | null }

/** A publish runs for 75 minutes at most (the two jobs' timeouts in publicar.yml); longer, and it stopped unrecorded. */
const STUCK_AFTER_MS = 2 * 3600 * 1000

/** '14:05' on the day of `now`, '27/11 às 14:05' another day, '27/11/2025 às 14:05' another year (the business's clock). */
export function clockTime(moment: string, now: Date, time: ZonedTime): string {
  const [date = '', clock = ''] = time.toInput(moment).split('T')
  const [year, month, day] = date.split('-')
  if (date === time.day(now)) return clock
  return `${day}/${month}${year === time.day(now).slice(0, 4) ? '' : `/${year}`} às ${clock}`
}

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

/** '“Troca o telefone”', or what a developer's change was to her. */
const whatChanged = (subject: string) =>
  !subject.trim() ? null : isOwnerSubject(subject) ? `“${subject.trim()}”` : 'mudança no código do site'

/**
 * 'Publicando desde 14:05', 'No ar desde 14:37 — “Troca o telefone”' or 'Não publicou: <motivo>' with the run's link,
 * from the latest publish, in the business's time zone.
 */
export function publishLine(publish: Publish, now: Date, time: ZonedTime): PublishLine {
  const details = { href: publish.run_url, label: 'Ver os detalhes no GitHub' }
  const started = clockTime(publish.started_at, now, time)
  if (publish.state === 'publicando') {
    return now.getTime() - Date.parse(publish.started_at) > STUCK_AFTER_MS
      ? { text: `A publicação começada ${started.includes('/') ? 'em' : 'às'} ${started} não terminou.`, link: details }
      : { text: `Publicando desde ${started}`, link: null }
  }
  if (publish.state === 'falhou') return { text: `Não publicou: ${publish.reason ?? 'veja o motivo no GitHub.'}`, link: details }
  const change = whatChanged(publish.subject)
  return {
    text: `No ar desde ${clockTime(publish.finished_at ?? publish.started_at, now, time)}${change ? ` — ${change}` : ''}`,
    link: null,
  }
}
