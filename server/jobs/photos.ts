import { LRUCache } from 'lru-cache'
import { FastResponse } from 'srvx'
import { JOB_PHOTO_FILES, JOB_PHOTO_TYPES, JOB_PHOTOS_PATH, JOB_RENDITIONS_FOLDER, type JobPhotoFormat } from '../../engine/jobs/photos'
import { IMMUTABLE } from '../http/staticFiles'

/** Longest wait for the bucket: a hung storage must not hold a visitor's photo for long. */
const STORAGE_TIMEOUT_MS = 2000

/** Memory for the renditions served most. */
const MAX_BYTES = 32 * 1024 * 1024

/** '<uuid>/<file>': a photo's folder and one of its files. */
const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/([^/]+)$/

/** The encoding of a file the upload makes of a photo: the only names served, so nobody can fetch anything else from storage. */
function formatOf(name: string): JobPhotoFormat | undefined {
  const file = NAME.exec(name)?.[1]
  return file === undefined ? undefined : JOB_PHOTO_FILES.get(file)
}

type Kept = { bytes: Uint8Array<ArrayBuffer>; type: JobPhotoFormat }

export type JobPhotosOptions = {
  /** The Supabase URL whose public renditions bucket holds the photos; none answers 404. */
  supabaseUrl: string | undefined
  /** Fetch to use, for tests. */
  fetch?: typeof fetch
  maxBytes?: number
}

/**
 * Serves job photos' renditions and share cards at JOB_PHOTOS_PATH from the renditions bucket's JOB_RENDITIONS_FOLDER (written once by
 * the upload endpoint, never changed under their photo's id: immutable), kept in memory once fetched. On the
 * site's own origin, a page's photos share its connection and need no wider image policy.
 */
export function jobPhotos({ supabaseUrl, fetch: baseFetch = fetch, maxBytes = MAX_BYTES }: JobPhotosOptions) {
  const bucket =
    supabaseUrl && URL.canParse(supabaseUrl)
      ? `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/renditions/${JOB_RENDITIONS_FOLDER}`
      : null
  const kept = new LRUCache<string, Kept>({
    maxSize: maxBytes,
    sizeCalculation: (photo) => photo.bytes.byteLength + 64,
    fetchMethod: async (name) => {
      const response = await baseFetch(`${bucket}${name}`, { signal: AbortSignal.timeout(STORAGE_TIMEOUT_MS) })
      if (response.status === 404 || response.status === 400) return undefined
      if (!response.ok) throw new Error(`storage answered ${response.status}`)
      return { bytes: new Uint8Array(await response.arrayBuffer()), type: formatOf(name) ?? 'jpg' }
    },
  })
  return async (request: Request): Promise<Response> => {
    const name = new URL(request.url).pathname.slice(JOB_PHOTOS_PATH.length)
    if (!bucket || !formatOf(name)) return new Response('Foto não encontrada', { status: 404, headers: { 'cache-control': 'no-store' } })
    const photo = await kept.fetch(name).catch((error: unknown) => {
      console.error(`[jobs] photo ${name} could not be read:`, error instanceof Error ? error.message : error)
      return null
    })
    if (photo === null)
      return new Response('Foto indisponível', { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '60' } })
    if (!photo) return new Response('Foto não encontrada', { status: 404, headers: { 'cache-control': 'no-store' } })
    const headers = {
      'content-type': JOB_PHOTO_TYPES[photo.type],
      'cache-control': IMMUTABLE,
      'content-length': String(photo.bytes.byteLength),
    }
    return new FastResponse(request.method === 'HEAD' ? null : photo.bytes, { status: 200, headers })
  }
}
