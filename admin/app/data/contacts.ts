import { z } from 'zod'
import { postSlugOf } from '../../../engine/routes/siteRoute'

/** The periods the contacts screen offers, in days. */
export const CONTACT_PERIODS = [7, 30, 90] as const

export type ContactPeriod = (typeof CONTACT_PERIODS)[number]

const countsSchema = z.object({
  /** Taps on WhatsApp links. */
  whatsapp: z.number().int().min(0),
  /** Taps on phone links. */
  phone: z.number().int().min(0),
})

export type ContactCounts = z.infer<typeof countsSchema>

/** contact_taps_report(days), as the database answers it. */
export const contactReportSchema = z.object({
  /** Today in the business's time zone: the period's last day. */
  today: z.iso.date(),
  /** The days of the period that had taps, oldest first. */
  days: z.array(countsSchema.extend({ day: z.iso.date() })),
  /** The pages tapped in the period, most taps first. */
  pages: z.array(countsSchema.extend({ path: z.string() })),
  /** The totals of as many days just before the period. */
  previous: countsSchema,
})

export type ContactReport = z.infer<typeof contactReportSchema>

/** One day of the chart. */
export type DayCounts = ContactCounts & { day: string }

const DAY_MS = 24 * 60 * 60 * 1000

/** Every day of the period, oldest first, days without taps at zero. */
export function dailyCounts(report: ContactReport, days: number): DayCounts[] {
  const byDay = new Map(report.days.map((counts) => [counts.day, counts]))
  const today = Date.parse(`${report.today}T00:00:00Z`)
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10)
    const counts = byDay.get(day)
    return { day, whatsapp: counts?.whatsapp ?? 0, phone: counts?.phone ?? 0 }
  })
}

/** The period's totals per kind. */
export function periodTotals(report: ContactReport): ContactCounts {
  return report.days.reduce((sum, day) => ({ whatsapp: sum.whatsapp + day.whatsapp, phone: sum.phone + day.phone }), {
    whatsapp: 0,
    phone: 0,
  })
}

/** A total against the period before, in words: '3 a mais que nos 7 dias anteriores (+20%)'. */
export function changeText(current: number, previous: number, days: number): string {
  const before = `nos ${days} dias anteriores`
  if (current === previous) return `o mesmo número que ${before}`
  const difference = current - previous
  const percent = previous > 0 ? ` (${difference > 0 ? '+' : '−'}${Math.round((Math.abs(difference) / previous) * 100)}%)` : ''
  return `${Math.abs(difference)} a ${difference > 0 ? 'mais' : 'menos'} que ${before}${percent}`
}

/**
 * What the owner calls a page: its name from the site's content, a post's title, or its address when neither is
 * known (a page since removed).
 */
export function pageName(path: string, names: Readonly<Record<string, string>>, postTitles: ReadonlyMap<string, string>): string {
  const slug = postSlugOf(path)
  return names[path] ?? (slug === null ? undefined : postTitles.get(slug)) ?? path
}

const dayLabel = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', day: '2-digit', month: '2-digit' })
const weekdayLabel = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', weekday: 'short' })

/** '26/11', or with the weekday ('qui., 26/11') when the period is a week. */
export function shortDay(day: string, withWeekday = false): string {
  const date = new Date(`${day}T00:00:00Z`)
  return withWeekday ? `${weekdayLabel.format(date)}, ${dayLabel.format(date)}` : dayLabel.format(date)
}
