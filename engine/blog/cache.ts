/** Options of a read cache. */
export type ReadCacheOptions = {
  /** How long a result is served before the next read goes to the database; 0 turns caching off. */
  ttlMs: number
  /** Most entries kept; the oldest goes first, so random slugs cannot grow it without bound. */
  maxEntries?: number
  /** Clock, for tests. */
  now?: () => number
}

/** A per-query cache of successful reads; concurrent misses share one read, failures are not kept. */
export type ReadCache = {
  read<T>(key: string, load: () => Promise<T>): Promise<T>
  clear(): void
}

/** Creates a read cache with a time to live. */
export function createReadCache({ ttlMs, maxEntries = 500, now = Date.now }: ReadCacheOptions): ReadCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>()
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key)
      if (hit && hit.expires > now()) return hit.value as Promise<T>
      const value = load()
      if (ttlMs <= 0) return value
      entries.delete(key)
      entries.set(key, { expires: now() + ttlMs, value })
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key)
      })
      return value
    },
    clear() {
      entries.clear()
    },
  }
}

/** Runs `attempt`, and again up to `retries` times when it throws, waiting a little longer each time. */
export async function withRetries<T>(attempt: () => Promise<T>, retries: number, delayMs = 150): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await attempt()
    } catch (error) {
      if (failures >= retries) throw error
      await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** failures))
    }
  }
}
