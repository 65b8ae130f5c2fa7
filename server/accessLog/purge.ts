import { ACCESS_LOG_KEPT_MONTHS } from '../../engine/site/accessLogs'
import { scheduleRepeating } from '../schedule'
import type { AccessLogStore } from './storage'

/** The deletion runs once a day. */
export const ACCESS_LOG_PURGE_EVERY_MS = 24 * 3600 * 1000

/**
 * The first UTC day still kept at `moment`: the same day `keptMonths` months before (the month's last day when it
 * has no such day). A day folder before it holds only lines older than the retention.
 */
export function firstKeptDay(moment: Date, keptMonths = ACCESS_LOG_KEPT_MONTHS): string {
  const year = moment.getUTCFullYear()
  const month = moment.getUTCMonth() - keptMonths
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return new Date(Date.UTC(year, month, Math.min(moment.getUTCDate(), lastDay))).toISOString().slice(0, 10)
}

/**
 * Deletes the access log's day folders older than the retention; how many files it removed. Idempotent, so two
 * machines running it at once, or a run cut short, only leave work for the next.
 */
export function accessLogPurger(store: AccessLogStore, { keptMonths = ACCESS_LOG_KEPT_MONTHS, now = () => new Date() } = {}) {
  return async (): Promise<number> => {
    const first = firstKeptDay(now(), keptMonths)
    let removed = 0
    for (const day of await store.days()) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day >= first) continue
      const files = await store.files(day)
      if (files.length) await store.remove(files)
      removed += files.length
    }
    return removed
  }
}

/** Runs the deletion a minute after start, then daily; a failure is logged and tried again the next day. */
export function scheduleAccessLogPurge(purge: () => Promise<number>, { firstMs = 60_000, everyMs = ACCESS_LOG_PURGE_EVERY_MS } = {}) {
  return scheduleRepeating(purge, {
    firstMs,
    everyMs,
    report: (outcome) => {
      if (outcome instanceof Error) console.error('[access log] deleting old files failed, tried again tomorrow:', outcome.message)
    },
  })
}
