import { z } from 'zod'
import { jobMade, jobRooms } from '../../schemas/job'
import { slugify } from '../../engine/text/slugify'
import { uniqueSlug } from '../posts/slug'
import { coverKeyOf, type JobForm } from './jobForm'

/** A row of `public.job_photos` as the admin reads it. */
export const storedJobPhotoSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
})

/** A row of `public.jobs` with its photos, as the admin reads it (drafts and the trash included). */
export const storedJobSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  room: z.enum(jobRooms),
  made: z.enum(jobMade),
  neighbourhood: z.string(),
  delivered_on: z.iso.date(),
  quote: z.string().nullable(),
  client_name: z.string().nullable(),
  consent_on: z.iso.date().nullable(),
  cover_photo_id: z.uuid().nullable(),
  status: z.enum(['draft', 'published']),
  published_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  job_photos: z.array(storedJobPhotoSchema),
})

export type StoredJob = z.infer<typeof storedJobSchema>

/** The columns of `public.jobs` the admin writes. */
export type JobWrite = Omit<StoredJob, 'id' | 'slug' | 'deleted_at' | 'created_at' | 'updated_at' | 'job_photos'>

/** A stored photo's place in the job, the order the list and the site show them in. */
const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position

/** The form of a stored job (its photos in order, each keyed by its id). */
export function jobFormOf(job: StoredJob): JobForm {
  return {
    title: job.title,
    room: job.room,
    made: job.made,
    neighbourhood: job.neighbourhood,
    delivered: job.delivered_on.slice(0, 7),
    quote: job.quote ?? '',
    clientName: job.client_name ?? '',
    consent: job.consent_on ?? '',
    status: job.status,
    photos: [...job.job_photos].sort(byPosition).map(({ id, alt, width, height }) => ({ key: id, id, alt, width, height })),
    coverKey: job.cover_photo_id,
  }
}

const optional = (value: string) => value.trim() || null

/**
 * The row of a valid form (jobFormErrors found nothing). It keeps the first publication's moment, so the job keeps
 * its place on the site; the database sets it on the first publish.
 */
export function jobWrite(form: JobForm, stored: Pick<StoredJob, 'published_at'> | null): JobWrite {
  const quote = optional(form.quote)
  const cover = form.photos.find((photo) => photo.key === coverKeyOf(form))
  return {
    title: form.title.trim(),
    room: form.room as StoredJob['room'],
    made: form.made as StoredJob['made'],
    neighbourhood: form.neighbourhood,
    delivered_on: `${form.delivered}-01`,
    quote,
    client_name: quote && optional(form.clientName),
    consent_on: quote && (form.consent || null),
    cover_photo_id: cover?.id ?? null,
    status: form.status,
    published_at: stored?.published_at ?? null,
  }
}

/** The `job_photos` rows of a valid form, in its order. */
export function jobPhotoRows(form: JobForm, jobId: string) {
  return form.photos.flatMap(({ id, alt, width, height }, position) =>
    id ? [{ id, job_id: jobId, position, alt: alt.trim(), width, height }] : [],
  )
}

/** A new job's address: its title and neighbourhood ('cortina-de-linho-na-sala-em-moema'), free among `taken`. */
export function jobSlug(title: string, neighbourhoodName: string, taken: ReadonlySet<string>): string {
  return uniqueSlug(slugify(`${title} em ${neighbourhoodName}`) || 'trabalho', taken)
}

/** The smallest rendition of a stored photo, for the admin's thumbnails (jobs/<id>/<width>.jpg in the renditions bucket). */
export function jobPhotoThumb(supabaseUrl: string, photoId: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/renditions/jobs/${photoId}/480.jpg`
}

const monthFormat = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** The month a job was delivered, as the owner says it: 'outubro de 2026'. */
export function deliveredLabel(deliveredOn: string): string {
  return monthFormat.format(new Date(`${deliveredOn.slice(0, 7)}-01T12:00:00Z`))
}
