import { randomUUID } from 'node:crypto'
import { createNodeClient } from '../../blog/data/client.ts'
import { jobPhotoRenditions } from '../../server/images/jobPhoto.ts'
import { RENDITIONS_BUCKET } from '../../server/images/shelf.ts'
import type { Sql } from './sql.ts'

/** What a test chooses of a job it publishes; the rest is made up (issue 38's contract for `public.jobs`). */
export type JobInput = { slug: string; neighbourhood: string; title?: string; quote?: { text: string; name: string } }

/** A published job the way the admin leaves one: a draft, its photo, then the cover chosen and the job published at once. */
export async function insertPublishedJob(sql: Sql, job: JobInput): Promise<{ id: string; photoId: string; title: string }> {
  const title = job.title ?? `Cortina de linho ${job.slug.slice(-6)}`
  const [row] = await sql<{ id: string }>(
    `insert into public.jobs (slug, title, room, made, neighbourhood, delivered_on, quote, client_name, consent_on)
     values ($1, $2, 'sala', 'cortina', $3, '2026-10-01', $4, $5, $6) returning id`,
    [job.slug, title, job.neighbourhood, job.quote?.text ?? null, job.quote?.name ?? null, job.quote ? '2026-10-15' : null],
  )
  if (!row) throw new Error('the job was not inserted')
  const photoId = randomUUID()
  await sql(`insert into public.job_photos (id, job_id, position, alt, width, height) values ($1, $2, 0, $3, 1600, 1067)`, [
    photoId,
    row.id,
    `Sala com a ${title.toLowerCase()} fechada`,
  ])
  await sql(`update public.jobs set cover_photo_id = $1, status = 'published' where id = $2`, [photoId, row.id])
  return { id: row.id, photoId, title }
}

/** Writes the files the upload endpoint makes of a photo (server/images/jobPhoto.ts) into the renditions bucket, from `source`. */
export async function uploadJobRenditions(stack: { url: string; serviceKey: string }, photoId: string, source: Buffer): Promise<void> {
  const storage = createNodeClient(stack.url, stack.serviceKey).storage.from(RENDITIONS_BUCKET)
  for (const file of await jobPhotoRenditions(photoId, source)) {
    const { error } = await storage.upload(file.name, file.body, { contentType: file.type, upsert: true })
    if (error) throw new Error(`${file.name} not stored: ${error.message}`)
  }
}
