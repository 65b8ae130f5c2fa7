/** Spec: the description falls back to the first 160 characters of the body. */
export const DESCRIPTION_LENGTH = 160

/** Spec: the structured article body is cut to 500 characters. */
export const ARTICLE_BODY_LENGTH = 500

const calendarFormat = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** '3 de junho de 2025' for a calendar day ('2025-06-03'), which names no moment and so no time zone. */
export function calendarDate(day: string): string {
  return calendarFormat.format(new Date(`${day}T12:00:00Z`))
}

/** A moment as a `<time datetime>` takes it: PostgreSQL's microseconds cut to HTML's milliseconds, in UTC. */
export function htmlMoment(iso: string): string {
  return new Date(iso).toISOString()
}

/** The first `length` characters of a text, without a dangling space. */
export function cut(text: string, length: number): string {
  return text.slice(0, length).trim()
}

/** The text to use where the first non-empty of several candidates wins. */
export function firstFilled(...candidates: (string | null | undefined)[]): string {
  return candidates.map((candidate) => candidate?.trim() ?? '').find(Boolean) ?? ''
}

/** Words that go on after a colon, in lower case: "…em São Paulo: sala de estar…". */
export function lowerFirst(words: string): string {
  return words.charAt(0).toLocaleLowerCase('pt-BR') + words.slice(1)
}
