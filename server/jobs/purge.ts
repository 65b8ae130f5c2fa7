import { createNodeClient } from '../../blog/data/client'
import type { JobPhotoSweep } from '../images/jobPhotoSweep'
import { scheduleRepeating } from '../schedule'

/** How long a deleted job is kept, seen only in the admin (for 'Desfazer'), before it and its photos' files are removed for good. */
export const DELETED_JOB_KEPT_DAYS = 30

/** How long after the server is ready the first purge runs: after start-up's own work, before a deploy's next restart. */
export const PURGE_FIRST_MS = 60_000

/** How often the purge runs after the first. */
export const PURGE_EVERY_MS = 6 * 3600 * 1000

/** Longest wait for the database to delete the expired jobs (the sweep times each of its own calls). */
const TIMEOUT_MS = 10_000

const DAY_MS = 24 * 3600 * 1000

/** What one purge removed: jobs deleted for good, and photos whose files left Storage. */
export type PurgeResult = { jobs: number; photos: number }

/** Removes the jobs whose time in the trash is over, then the files no job_photos row names; rejects when a call fails. */
export type JobPurge = () => Promise<PurgeResult>

/**
 * With the service key: deletes the jobs rows deleted more than `keptDays` ago (their job_photos rows cascade),
 * then runs the photo sweep, which removes their originals and renditions. In that order, so one run does both:
 * the photos of a job deleted 30 days ago were uploaded before it was deleted, far past the sweep's one-day grace.
 * Idempotent, so several servers running it at once, or a run cut short, only leave work for the next.
 */
export function jobPurger({
  url,
  serviceKey,
  sweep,
  keptDays = DELETED_JOB_KEPT_DAYS,
}: {
  url: string
  serviceKey: string
  sweep: JobPhotoSweep
  keptDays?: number
}): JobPurge {
  const client = createNodeClient(url, serviceKey, (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) }))
  return async () => {
    const before = new Date(Date.now() - keptDays * DAY_MS).toISOString()
    const { error, count } = await client.from('jobs').delete({ count: 'exact' }).lt('deleted_at', before)
    if (error) throw new Error(`jobs: ${error.message || 'no answer'}`)
    return { jobs: count ?? 0, photos: await sweep() }
  }
}

/** When the purge runs, and where its outcome goes (tests shorten the waits and listen). */
export type PurgeSchedule = {
  firstMs?: number
  everyMs?: number
  /** Told after each run: what it removed, or why it failed. By default a failure is logged, once per run. */
  report?: (outcome: PurgeResult | Error) => void
}

const logOutcome = (outcome: PurgeResult | Error) => {
  if (outcome instanceof Error) console.error(`[jobs purge] failed, tried again in ${PURGE_EVERY_MS / 3600_000} h:`, outcome.message)
  else if (outcome.jobs || outcome.photos)
    console.info(`[jobs purge] removed ${outcome.jobs} deleted jobs and ${outcome.photos} photos' files`)
}

/** Runs the purge on its schedule (server/schedule.ts): idempotent, so a run cut short by `stop` leaves work for the next. */
export function scheduleJobPurge(
  purge: JobPurge,
  { firstMs = PURGE_FIRST_MS, everyMs = PURGE_EVERY_MS, report = logOutcome }: PurgeSchedule = {},
) {
  return scheduleRepeating(purge, { firstMs, everyMs, report })
}
