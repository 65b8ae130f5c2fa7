import type { ContactKind } from '../../engine/site/contactKind'

/** One day's taps on one page's links of one kind, as add_contact_taps takes them. */
export type TapRow = { day: string; path: string; kind: ContactKind; count: number }

/** Distinct (day, page, kind) totals held at most: about a month of every page during an outage; beyond, new ones are dropped. */
const MAX_PENDING_ROWS = 5000

/**
 * The taps counted in memory and not yet added to the database: one total per (day, page, kind), so memory grows
 * with the pages tapped, not with the taps. `take` hands them over for a flush; `putBack` returns a failed one's.
 */
export function createPendingTaps({ maxRows = MAX_PENDING_ROWS, logError = console.error } = {}) {
  const totals = new Map<string, TapRow>()
  let warned = false
  const add = (row: TapRow) => {
    const key = `${row.day} ${row.path} ${row.kind}`
    const held = totals.get(key)
    if (held) held.count += row.count
    else if (totals.size < maxRows) totals.set(key, { ...row })
    else if (!warned) {
      warned = true
      logError(`[contact taps] ${maxRows} totals are waiting for the database; new pages' taps are dropped until it answers`)
    }
  }
  return {
    /** Counts one tap. */
    count: (day: string, path: string, kind: ContactKind) => add({ day, path, kind, count: 1 }),
    /** Every total held, emptying the memory. */
    take(): TapRow[] {
      const rows = [...totals.values()]
      totals.clear()
      warned = false
      return rows
    },
    /** Adds back totals a flush could not store, to what was counted meanwhile. */
    putBack: (rows: readonly TapRow[]) => rows.forEach(add),
    get size() {
      return totals.size
    },
  }
}
