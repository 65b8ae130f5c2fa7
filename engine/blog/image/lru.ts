/** A map kept within a total size: adding past it drops the least recently used entries first. */
export type SizedLru<V> = {
  /** The value, which becomes the most recently used. */
  get(key: string): V | undefined
  /** Keeps a value; one larger than the whole budget is not kept at all. */
  set(key: string, value: V): void
  clear(): void
  /** Total size of what is kept. */
  size(): number
}

/** An LRU map bounded by the sum of `sizeOf` over its values (bytes, or 1 to bound the count). */
export function createSizedLru<V>(maxSize: number, sizeOf: (value: V) => number): SizedLru<V> {
  const entries = new Map<string, { value: V; size: number }>()
  let total = 0

  function remove(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    total -= entry.size
  }

  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      // A Map iterates in insertion order: re-inserting makes the entry the newest.
      entries.delete(key)
      entries.set(key, entry)
      return entry.value
    },
    set(key, value) {
      remove(key)
      const size = sizeOf(value)
      if (size > maxSize) return
      entries.set(key, { value, size })
      total += size
      for (const oldest of entries.keys()) {
        if (total <= maxSize) break
        remove(oldest)
      }
    },
    clear() {
      entries.clear()
      total = 0
    },
    size: () => total,
  }
}
