import { createNodeClient } from '../../blog/data/client'
import {
  JOB_ORIGINALS_BUCKET,
  jobOriginalName,
  JOB_PHOTO_FORMATS,
  JOB_PHOTO_WIDTHS,
  jobRenditionName,
  jobShareName,
} from '../../engine/jobs/photos'
import { RENDITIONS_BUCKET } from './shelf'

/** Longest wait for each call to Storage or the database. */
const TIMEOUT_MS = 10_000

/** A photo uploaded for a job not saved yet has no row: its files are left alone for a day. */
const GRACE_MS = 24 * 3600 * 1000

const PAGE = 1000
const IDS_PER_QUERY = 100

/** Removes the files of job photos no job_photos row names; how many photos it removed. */
export type JobPhotoSweep = () => Promise<number>

/**
 * With the service key: lists the private originals, asks which of those older than a day still have a job_photos
 * row, and removes the original and every public rendition of the others (a job deleted for good, a photo taken
 * off a job, an upload never saved), so a client's photo leaves the site's storage when her job does.
 */
export function jobPhotoSweeper({
  url,
  serviceKey,
  graceMs = GRACE_MS,
}: {
  url: string
  serviceKey: string
  graceMs?: number
}): JobPhotoSweep {
  const client = createNodeClient(url, serviceKey, (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) }))
  const originals = client.storage.from(JOB_ORIGINALS_BUCKET)
  return async () => {
    const old: string[] = []
    for (let offset = 0; ; offset += PAGE) {
      const { data, error } = await originals.list('', { limit: PAGE, offset, sortBy: { column: 'name', order: 'asc' } })
      if (error) throw new Error(`${JOB_ORIGINALS_BUCKET}: ${error.message}`)
      for (const file of data) {
        if (file.id && file.created_at && Date.now() - Date.parse(file.created_at) >= graceMs) old.push(file.name.replace(/\.jpg$/, ''))
      }
      if (data.length < PAGE) break
    }
    const kept = new Set<string>()
    for (let start = 0; start < old.length; start += IDS_PER_QUERY) {
      const { data, error } = await client
        .from('job_photos')
        .select('id')
        .in('id', old.slice(start, start + IDS_PER_QUERY))
      if (error) throw new Error(`job_photos: ${error.message}`)
      for (const row of data as { id: string }[]) kept.add(row.id)
    }
    const orphans = old.filter((id) => !kept.has(id))
    for (const id of orphans) {
      const renditions = JOB_PHOTO_WIDTHS.flatMap((width) => JOB_PHOTO_FORMATS.map((extension) => jobRenditionName(id, width, extension)))
      const removed = await client.storage.from(RENDITIONS_BUCKET).remove([...renditions, jobShareName(id)])
      if (removed.error) throw new Error(`${RENDITIONS_BUCKET}: ${removed.error.message}`)
      const gone = await originals.remove([jobOriginalName(id)])
      if (gone.error) throw new Error(`${JOB_ORIGINALS_BUCKET}: ${gone.error.message}`)
    }
    return orphans.length
  }
}
