/** Events counted per key in fixed windows, in memory, for a bounded number of keys. */
export interface WindowCounter {
  /** Events of `key` in its open window (0 when none is open). */
  count(key: string): number
  /** Seconds until the open window of `key` ends; 0 when none is open. */
  secondsLeft(key: string): number
  /** Counts an event, opening a window of `windowSeconds` when none is open. */
  add(key: string): void
}

/** A counter whose windows start at a key's first event; past `maxTracked` keys the least recently counted are forgotten. */
export function windowCounter(windowSeconds: number, maxTracked: number): WindowCounter {
  // A Map iterates in insertion order and each event re-inserts its key: the first key was counted least recently.
  const windows = new Map<string, { events: number; endsAt: number }>()
  const open = (key: string, now: number) => {
    const window = windows.get(key)
    return window && window.endsAt > now ? window : undefined
  }
  return {
    count: (key) => open(key, Date.now())?.events ?? 0,
    secondsLeft(key) {
      const now = Date.now()
      const window = open(key, now)
      return window ? Math.ceil((window.endsAt - now) / 1000) : 0
    },
    add(key) {
      const now = Date.now()
      const window = open(key, now) ?? { events: 0, endsAt: now + windowSeconds * 1000 }
      windows.delete(key)
      windows.set(key, { events: window.events + 1, endsAt: window.endsAt })
      for (const oldest of windows.keys()) {
        if (windows.size <= maxTracked) break
        windows.delete(oldest)
      }
    },
  }
}
