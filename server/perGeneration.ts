import type { Generation } from '../blog/data/freshness'

/** After a failed read the value known before stands in this long before the next read is tried. */
const RETRY_AFTER_FAILURE_MS = 1000

export type PerGenerationOptions<T> = {
  /** Reads the value from the database. */
  read: () => Promise<T>
  /** The site's current generation (blog/data/freshness.ts): the value is read again when it changes. */
  generation: () => Promise<Generation>
  /** Names the value in the log: 'the published posts'. */
  what: string
  /** Clock, for tests. */
  now?: () => number
  /** Where a failed read is reported, once per outage. */
  logError?: (message: string) => void
}

/** A value and the generation it was read in. */
export type Known<T> = { value: T; generation: string }

/**
 * A value of the database read once per generation however many ask. When it cannot be read, the last one
 * read stands in (during an outage the generation does not change, so it is current); null before any read
 * succeeded.
 */
export function perGeneration<T>({
  read: readValue,
  generation,
  what,
  now = Date.now,
  logError = console.error,
}: PerGenerationOptions<T>): () => Promise<Known<T> | null> {
  let known: Known<T> | null = null
  let reading: { id: string; done: Promise<void> } | null = null
  let failed: { id: string; at: number } | null = null

  function read(id: string): Promise<void> {
    const done: Promise<void> = readValue()
      .then(
        (value) => {
          // A read of an older generation that ends after a newer one began must not replace it.
          if (reading?.done === done) known = { value, generation: id }
          failed = null
        },
        (error: unknown) => {
          if (!failed) logError(`[site] ${what} could not be read: ${error instanceof Error ? error.message : String(error)}`)
          failed = { id, at: now() }
        },
      )
      .finally(() => {
        if (reading?.done === done) reading = null
      })
    reading = { id, done }
    return done
  }

  return async () => {
    const { id } = await generation()
    if (known?.generation === id) return known
    const waitAfterFailure = failed?.id === id && now() - failed.at < RETRY_AFTER_FAILURE_MS
    if (!waitAfterFailure) await (reading?.id === id ? reading.done : read(id))
    return known
  }
}
