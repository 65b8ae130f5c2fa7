import type { SupabaseClient } from '@supabase/supabase-js'
import { useMemo } from 'react'
import { z } from 'zod'
import { jobPhotoRows, jobSlug, storedJobSchema, type JobWrite, type StoredJob } from '../../jobs/jobRow'
import type { JobForm } from '../../jobs/jobForm'
import { unwrap } from '../../result'
import { useClient } from '../session/session'

// The photos by their job_id: the cover's key (jobs_cover_is_own_photo) is a second way between the two tables.
const JOB_COLUMNS = '*,job_photos!job_photos_job_id_fkey(id,position,alt,width,height)'

const parseJob = (row: unknown) => storedJobSchema.parse(row)

/** The admin's reads and writes of delivered jobs, with the signed-in admin's session (RLS decides). */
export function jobsDatabase(client: SupabaseClient) {
  const jobs = () => client.from('jobs')
  const photos = () => client.from('job_photos')
  const readJob = async (id: string) => parseJob(unwrap(await jobs().select(JOB_COLUMNS).eq('id', id).single()))

  /**
   * Writes the form's photos in its order, then the job (its cover among them), then removes the photos it no
   * longer has: the old cover last, once the job names another (a published job always has one), the others first,
   * so the job never holds more than 10 photos.
   */
  async function writeWithPhotos(jobId: string, write: Partial<JobWrite>, form: JobForm, oldCover: string | null) {
    const rows = jobPhotoRows(form, jobId)
    const stale = (keep: string[]) => {
      const query = photos().delete().eq('job_id', jobId)
      return keep.length > 0 ? query.not('id', 'in', `(${keep.join(',')})`) : query
    }
    const kept = rows.map((row) => row.id)
    unwrap(await stale(oldCover ? [...kept, oldCover] : kept))
    if (rows.length > 0) unwrap(await photos().upsert(rows, { onConflict: 'id' }))
    unwrap(await jobs().update(write).eq('id', jobId))
    if (oldCover && !kept.includes(oldCover)) unwrap(await stale(kept))
  }

  return {
    /** Every job not deleted, drafts included, newest first, with its photos. */
    async listJobs(): Promise<StoredJob[]> {
      const rows = unwrap(await jobs().select(JOB_COLUMNS).is('deleted_at', null).order('created_at', { ascending: false }))
      return z.array(storedJobSchema).parse(rows)
    },
    /** One job with its photos, or null when it no longer exists (or was deleted). */
    async getJob(id: string): Promise<StoredJob | null> {
      const row = unwrap(await jobs().select(JOB_COLUMNS).eq('id', id).is('deleted_at', null).maybeSingle())
      return row === null ? null : parseJob(row)
    },
    /** Stores a new job under a free address made of its title and neighbourhood, then its photos. */
    async createJob(write: JobWrite, form: JobForm, neighbourhoodName: string): Promise<StoredJob> {
      const base = jobSlug(write.title, neighbourhoodName, new Set())
      const taken = z.array(z.object({ slug: z.string() })).parse(unwrap(await jobs().select('slug').like('slug', `${base}%`)))
      const slug = jobSlug(write.title, neighbourhoodName, new Set(taken.map((row) => row.slug)))
      // A draft with no cover first: a published job needs its cover, which needs the job's photos stored.
      const draft = { ...write, status: 'draft', cover_photo_id: null, published_at: null, slug }
      const { id } = z.object({ id: z.uuid() }).parse(unwrap(await jobs().insert(draft).select('id').single()))
      await writeWithPhotos(id, write, form, null)
      return readJob(id)
    },
    /** Changes a job and its photos (its address stays), returning it as stored. */
    async updateJob(stored: StoredJob, write: JobWrite, form: JobForm): Promise<StoredJob> {
      await writeWithPhotos(stored.id, write, form, stored.cover_photo_id)
      return readJob(stored.id)
    },
    /** Deletes a job: off the site at once, kept 30 days so that it can come back. */
    async deleteJob(id: string): Promise<void> {
      unwrap(await jobs().update({ deleted_at: new Date().toISOString() }).eq('id', id))
    },
    /** Brings a deleted job back, as it was. */
    async restoreJob(id: string): Promise<void> {
      unwrap(await jobs().update({ deleted_at: null }).eq('id', id))
    },
  }
}

/** The admin's access to delivered jobs over one client. */
export type JobsDatabase = ReturnType<typeof jobsDatabase>

/** The admin's access to delivered jobs with the session's client; a module of the jobs screens' own. */
export function useJobsDatabase(): JobsDatabase {
  const client = useClient()
  return useMemo(() => jobsDatabase(client), [client])
}
