import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { JOB_ORIGINALS_BUCKET, jobShareName } from '../../engine/jobs/photos.ts'
import { jobPhotoRenditions } from '../../server/images/jobPhoto.ts'
import { RENDITIONS_BUCKET } from '../../server/images/shelf.ts'
import { jobOriginalPath } from './archive.ts'
import { mapLimited } from './limit.ts'

/** A file to put in a bucket: its name there, its bytes (read when sent) and how it is served. */
export type StoredFile = { bucket: string; name: string; contentType: string; cacheControl: string; bytes: Promise<Buffer> | Buffer }

/** Longest wait to learn whether a photo's renditions are there. */
const CHECK_TIMEOUT_MS = 10_000
const UPLOADS = 4
const YEAR = 'max-age=31536000'

/**
 * Puts the delivered jobs' originals back in their private bucket, and makes again the renditions of each photo
 * whose share card the project's public bucket lacks (a new project), from that original, as the upload made them.
 */
export async function restoreJobPhotos(
  dir: string,
  names: readonly string[],
  supabaseUrl: string,
  put: (file: StoredFile) => Promise<void>,
) {
  const publicBase = `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${RENDITIONS_BUCKET}/`
  await mapLimited(names, UPLOADS, async (name) => {
    const bytes = await readFile(join(dir, jobOriginalPath(name)))
    await put({ bucket: JOB_ORIGINALS_BUCKET, name, contentType: 'image/jpeg', cacheControl: YEAR, bytes })
    const id = name.replace(/\.jpg$/, '')
    const there = await fetch(publicBase + jobShareName(id), { method: 'HEAD', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) }).then(
      (response) => response.ok,
      () => false,
    )
    if (there) return
    for (const file of await jobPhotoRenditions(id, bytes)) {
      await put({ bucket: RENDITIONS_BUCKET, name: file.name, contentType: file.type, cacheControl: YEAR, bytes: file.body })
    }
  })
}
