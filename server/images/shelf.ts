import { createHash } from 'node:crypto'
import { createNodeClient } from '../../blog/data/client'
import type { RenditionSpec } from '../../blog/images/canonical'
import { rendition, type Rendition } from './render'

/** The storage bucket where renditions are kept (supabase/migrations: public read, written with the service key only). */
export const RENDITIONS_BUCKET = 'renditions'

/** Part of every name: a change to what renderImage makes takes a new one, so no older encode is served again. */
const ENCODING_VERSION = 'v1'

/** Longest wait for the bucket, read or write: past it the rendition is made here, as without a shelf. */
const SHELF_TIMEOUT_MS = 2000

/** Renditions made once, by whichever instance first needed them, and found by every instance and every start. */
export type RenditionShelf = {
  /** The kept rendition, or null when there is none or the bucket does not answer. */
  get(name: string, type: string): Promise<Rendition | null>
  /** Keeps a rendition; a failure is logged, never thrown (the next instance makes it again). */
  put(name: string, made: Rendition): Promise<void>
}

/**
 * A rendition's name on the shelf: the source's bytes (so a photo replaced under the same name gets new
 * renditions), the size and the format.
 */
export function shelfName(source: Uint8Array, spec: RenditionSpec): string {
  const digest = createHash('sha256').update(source).digest('hex')
  return `${ENCODING_VERSION}/${digest}/${spec.size.width}x${spec.size.height}.${spec.format}`
}

/** The renditions bucket of a Supabase project: read at its public address, written with the service key. */
export function storageShelf({
  url,
  serviceKey,
  timeoutMs = SHELF_TIMEOUT_MS,
  logError = console.error,
}: {
  url: string
  serviceKey: string
  timeoutMs?: number
  logError?: (message: string) => void
}): RenditionShelf {
  const timed: typeof fetch = (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  const bucket = createNodeClient(url, serviceKey, timed).storage.from(RENDITIONS_BUCKET)
  const base = `${url.replace(/\/+$/, '')}/storage/v1/object/public/${RENDITIONS_BUCKET}/`
  let failing = false
  const report = (message: string) => {
    if (!failing) logError(`[media] renditions not kept in storage (made here instead): ${message}`)
    failing = true
  }
  return {
    async get(name, type) {
      try {
        const response = await timed(base + name, { redirect: 'error' })
        if (!response.ok) {
          await response.body?.cancel()
          if (response.status >= 500) report(`${response.status} reading ${name}`)
          return null
        }
        return rendition(new Uint8Array(await response.arrayBuffer()), type)
      } catch (error) {
        report(error instanceof Error ? error.message : String(error))
        return null
      }
    },
    async put(name, made) {
      const { error } = await bucket
        .upload(name, made.body, { contentType: made.type, upsert: true, cacheControl: '31536000' })
        .catch((thrown: unknown) => ({ error: thrown instanceof Error ? thrown : new Error(String(thrown)) }))
      if (error) report(error.message)
      else failing = false
    },
  }
}
