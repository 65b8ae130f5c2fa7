import { createNodeClient } from '../../blog/data/client'
import { JOB_ORIGINALS_BUCKET } from '../../engine/jobs/photos'
import type { PhotoFile, PreparedJobPhoto } from './jobPhoto'
import { RENDITIONS_BUCKET } from './shelf'

/** Longest wait for one file's upload to Storage (a 2400 px original is 1-3 MB). */
const UPLOAD_TIMEOUT_MS = 20_000

/** Writes a prepared photo's files once; rejects (having removed what it wrote) when Storage fails or does not answer. */
export type JobPhotoStore = (photo: PreparedJobPhoto) => Promise<void>

/** The project's Storage, written with the service key: the original in the private bucket, the renditions in the public one. */
export function storageJobPhotos({
  url,
  serviceKey,
  timeoutMs = UPLOAD_TIMEOUT_MS,
}: {
  url: string
  serviceKey: string
  timeoutMs?: number
}): JobPhotoStore {
  const storage = createNodeClient(url, serviceKey, (input, init) =>
    fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
  ).storage
  const put = async (bucket: string, file: PhotoFile) => {
    const { error } = await storage
      .from(bucket)
      .upload(file.name, file.body, { contentType: file.type, upsert: false, cacheControl: '31536000' })
      .catch((thrown: unknown) => ({ error: thrown instanceof Error ? thrown : new Error(String(thrown)) }))
    if (error) throw new Error(`${bucket}/${file.name}: ${error.message}`)
  }
  return async (photo) => {
    const results = await Promise.allSettled([
      put(JOB_ORIGINALS_BUCKET, photo.original),
      ...photo.renditions.map((file) => put(RENDITIONS_BUCKET, file)),
    ])
    const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')
    if (!failed) return
    // Nothing half-stored stays behind: the admin sends the photo again and gets a new id.
    await Promise.allSettled([
      storage.from(JOB_ORIGINALS_BUCKET).remove([photo.original.name]),
      storage.from(RENDITIONS_BUCKET).remove(photo.renditions.map((file) => file.name)),
    ])
    throw failed.reason
  }
}
