import { z } from 'zod'
import type { ZonedTime } from '../../../engine/text/timeZone'
import { whatChanged } from '../../commitSubject'

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
