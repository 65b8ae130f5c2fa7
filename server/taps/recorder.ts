import { createNodeClient } from '../../blog/data/client'
import type { ContactKind } from '../../engine/site/contactKind'
import { createPendingTaps, type TapRow } from './pending'

/** Adds totals to the database's, or fails (the caller keeps them for the next flush). */
export type TapStore = (rows: readonly TapRow[]) => Promise<void>

/** Longest wait for the database to add a flush. */
const STORE_TIMEOUT_MS = 2000

/**
 * add_contact_taps through the project's REST API with the service key, each call cut off after `timeoutMs`.
 * A call cut off after the database committed is added again on the next flush: a rare tap counted twice
 * rather than lost.
 */
export function contactTapsStore({
  url,
  serviceKey,
  timeoutMs = STORE_TIMEOUT_MS,
}: {
  url: string
  serviceKey: string
  timeoutMs?: number
}): TapStore {
  const client = createNodeClient(url, serviceKey, (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }))
  return async (rows) => {
    const { error } = await client.rpc('add_contact_taps', { rows })
    if (error) throw new Error(error.message || 'no answer')
  }
}

/** How long counted taps wait in memory before they are added, at most (and between tries while the database is away). */
export const FLUSH_MS = 30_000

export type TapRecorderOptions = {
  /** Where totals go; null when the server has no service key: taps are then answered and not counted. */
  store: TapStore | null
  /** The business's calendar day of a moment ('2026-11-26'), in content/site.ts's time zone. */
  day: (moment: Date) => string
  flushMs?: number
  /** Clock, for tests. */
  now?: () => Date
  logError?: (message: string) => void
}

/**
 * Counts taps per (the business's day, page, kind) in memory and adds them to the database `flushMs` after the first
 * one not yet added, one flush at a time. A failed flush keeps its totals (bounded: see pending.ts) and tries
 * again later, so an outage loses nothing that fits; `flush` also runs when the server stops.
 */
export function createTapRecorder({
  store,
  day,
  flushMs = FLUSH_MS,
  now = () => new Date(),
  logError = console.error,
}: TapRecorderOptions) {
  const pending = createPendingTaps({ logError })
  let timer: ReturnType<typeof setTimeout> | null = null
  let flushing: Promise<void> = Promise.resolve()
  let failing = false
  let warnedUnconfigured = false

  const schedule = () => {
    // Unref'd: a timer alone never keeps the process (or a test, or the build's prerender) alive.
    timer ??= setTimeout(() => {
      timer = null
      void flush()
    }, flushMs).unref()
  }

  const flushOnce = async () => {
    const rows = pending.take()
    if (!store || rows.length === 0) return
    try {
      await store(rows)
      if (failing) logError(`[contact taps] the database answers again; the taps kept meanwhile are added`)
      failing = false
    } catch (error) {
      pending.putBack(rows)
      if (!failing)
        logError(
          `[contact taps] could not add the taps, kept in memory for the next try: ${error instanceof Error ? error.message : String(error)}`,
        )
      failing = true
      schedule()
    }
  }

  /** Adds what is held now (after any flush already running). */
  function flush(): Promise<void> {
    flushing = flushing.then(flushOnce)
    return flushing
  }

  return {
    /** Counts one tap on a page's link of one kind, on the business's today. */
    record(path: string, kind: ContactKind): void {
      if (!store) {
        if (!warnedUnconfigured) logError('[contact taps] SUPABASE_SERVICE_ROLE_KEY is not set: chat and phone taps are not counted')
        warnedUnconfigured = true
        return
      }
      pending.count(day(now()), path, kind)
      schedule()
    },
    flush,
    /** Totals held in memory, for tests. */
    get pending() {
      return pending.size
    },
  }
}

export type TapRecorder = ReturnType<typeof createTapRecorder>
