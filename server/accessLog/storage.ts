import { createNodeClient } from '../../blog/data/client'
import { ACCESS_LOG_BUCKET } from '../../engine/site/accessLogs'

/** Longest wait for one call to Storage: an hour's file is tens of kilobytes at this site's traffic. */
const TIMEOUT_MS = 10_000

/** Supabase Storage's largest page of a listing. */
const PAGE = 1000

/** The access-log bucket, reached with the service key: what the server, its daily deletion and the export command call. */
export type AccessLogStore = {
  /** Stores one hour's gzip-compressed file; rejects when Storage fails or does not answer in time. */
  put(name: string, gzipped: Uint8Array): Promise<void>
  /** The day folders ('2026-11-29'), in order. */
  days(): Promise<string[]>
  /** The files of one day folder, as full names ('2026-11-29/2026-11-29T06Z_….jsonl.gz'), in order. */
  files(day: string): Promise<string[]>
  /** One file's gzip-compressed bytes. */
  get(name: string): Promise<Uint8Array>
  /** Removes files by their full names. */
  remove(names: string[]): Promise<void>
}

/** The project's access-log bucket, every call timed out after `timeoutMs`. */
export function storageAccessLogs({ url, serviceKey, timeoutMs = TIMEOUT_MS }: { url: string; serviceKey: string; timeoutMs?: number }) {
  const bucket = createNodeClient(url, serviceKey, (input, init) =>
    fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
  ).storage.from(ACCESS_LOG_BUCKET)
  const fail = (what: string, error: { message: string }) => new Error(`${ACCESS_LOG_BUCKET}/${what}: ${error.message}`)
  const list = async (folder: string) => {
    const entries: { name: string; id: string | null }[] = []
    for (let offset = 0; ; offset += PAGE) {
      const { data, error } = await bucket.list(folder, { limit: PAGE, offset, sortBy: { column: 'name', order: 'asc' } })
      if (error) throw fail(folder, error)
      entries.push(...data)
      if (data.length < PAGE) return entries
    }
  }
  return {
    async put(name, gzipped) {
      const { error } = await bucket
        .upload(name, gzipped, { contentType: 'application/gzip', upsert: true })
        .catch((thrown: unknown) => ({ error: thrown instanceof Error ? thrown : new Error(String(thrown)) }))
      if (error) throw fail(name, error)
    },
    days: async () => (await list('')).filter((entry) => !entry.id).map((entry) => entry.name),
    files: async (day) => (await list(day)).filter((entry) => entry.id).map((entry) => `${day}/${entry.name}`),
    async get(name) {
      const { data, error } = await bucket.download(name)
      if (error) throw fail(name, error)
      return new Uint8Array(await data.arrayBuffer())
    },
    async remove(names) {
      const { error } = await bucket.remove(names)
      if (error) throw fail(names[0] ?? '', error)
    },
  } satisfies AccessLogStore
}
