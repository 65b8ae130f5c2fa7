import { LRUCache } from 'lru-cache'
import { serveStored, storedSize, storeResponse, type StoredResponse } from './storedResponse'

/** One render of a page, and whether its data could not all be read (then it is not kept). */
export type Rendered = { response: Response; failed: boolean }

/** The generation of the data pages are rendered from; see blog/data/freshness.ts. */
export type CurrentGeneration = () => Promise<{ id: string; verified: boolean }>

export type ResponseCacheOptions = {
  /** Renders the page a key names. */
  render: (key: string) => Promise<Rendered>
  generation: CurrentGeneration
  /** How long a page is fresh; past it, it is still served while a new render runs beside the request. */
  ttlMs: number
  /** How long the last good copy stands in for renders that fail. */
  staleIfErrorMs: number
  /** Memory budget of the kept pages, bodies and their compressed forms together. */
  maxBytes: number
  /** Name in the Cache-Status header. */
  name: string
  /** Clock, for tests. */
  now?: () => number
}

/**
 * A page cache: answers a request for a key from memory, rendering it when needed. `admit` false says the key
 * may name no page (what exists could not be read): unless a copy is kept already, it is rendered for this
 * request only, neither kept nor compressed at length, so made-up keys never fill the memory.
 */
export type ResponseCache = (request: Request, key: string, admit?: boolean) => Promise<Response>

/** After a failed render the stale copy is served this long before the next render is tried. */
const RETRY_AFTER_FAILURE_MS = 1000

/** A render that failed with no good copy to serve instead: every waiting request gets its answer. */
class RenderFailed extends Error {
  constructor(readonly stored: StoredResponse) {
    super('render failed')
  }
}

/**
 * Rendered pages kept per key (one render per key at a time, however many ask), stale-while-revalidate past
 * `ttlMs`, stale-if-error for `staleIfErrorMs`, and pages of an older generation rendered again before they
 * are served. Answers say how they were made in `Cache-Status` (RFC 9211), `detail=stale` when the copy may
 * be out of date: past its lifetime, standing in for a failed render, or not confirmed by the database.
 */
export function createResponseCache({
  render,
  generation,
  ttlMs,
  staleIfErrorMs,
  maxBytes,
  name,
  now = Date.now,
}: ResponseCacheOptions): ResponseCache {
  const pages = new LRUCache<string, StoredResponse, { generation: string }>({
    maxSize: maxBytes,
    sizeCalculation: storedSize,
    ttl: ttlMs,
    perf: { now },
    // Read the clock on every check rather than once a millisecond: a page's moment is exact.
    ttlResolution: 0,
    noDeleteOnStaleGet: true,
    // The render goes on for the requests waiting on it even when the key is dropped meanwhile.
    ignoreFetchAbort: true,
    fetchMethod: async (key, stale, { context, options }) => {
      const rendered = await render(key).catch((error: unknown) => {
        console.error(`[${name}] render of ${key} failed:`, error)
        return null
      })
      if (rendered && !rendered.failed) return storeResponse(rendered.response, context.generation, now())
      if (stale && now() - stale.renderedAt <= staleIfErrorMs) {
        options.ttl = RETRY_AFTER_FAILURE_MS
        return { ...stale, failedAt: now() }
      }
      if (!rendered) throw new Error(`render of ${key} failed`)
      throw new RenderFailed(await storeResponse(rendered.response, context.generation, now(), 'once'))
    },
  })

  return async (request, key, admit = true) => {
    if (ttlMs <= 0) return (await render(key)).response
    const current = await generation()
    const kept = pages.peek(key, { allowStale: true })
    if (!admit && kept === undefined) {
      const once = await storeResponse((await render(key)).response, current.id, now(), 'once')
      return serveStored(request, once, `${name}; fwd=miss`)
    }
    const outdated = kept !== undefined && kept.generation !== current.id
    const servable = !outdated && kept !== undefined && now() - kept.renderedAt <= staleIfErrorMs
    let status: LRUCache.Status<string, StoredResponse, { generation: string }> = {}
    const load = async (forceRefresh: boolean, allowStale: boolean) => {
      status = {}
      const stored = await pages.fetch(key, { context: { generation: current.id }, forceRefresh, allowStale, status })
      if (!stored) throw new Error(`no page for ${key}`)
      return stored
    }
    try {
      let stored = await load(outdated, servable)
      // Joined a render that began before the change (an admin's save): that one is out of date already.
      if (!status.returnedStale && stored.failedAt === null && stored.generation !== current.id) stored = await load(true, false)
      const hit = status.fetch === 'hit' || status.returnedStale === true || stored.failedAt !== null
      const stale = status.returnedStale === true || stored.failedAt !== null || !current.verified
      return serveStored(request, stored, `${name}; ${hit ? 'hit' : 'fwd=miss; stored'}${stale ? '; detail=stale' : ''}`)
    } catch (error) {
      if (error instanceof RenderFailed) return serveStored(request, error.stored, `${name}; fwd=miss`)
      throw error
    }
  }
}
