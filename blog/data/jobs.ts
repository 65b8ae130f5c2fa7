import type { SupabaseClient } from '@supabase/supabase-js'
import { jobSchema, type Job } from '../../schemas/job'
import type { CircuitBreaker } from './breaker'
import { withRetries } from './retries'

/** A read of the published jobs failed (network, database). */
export class JobsReadError extends Error {
  override name = 'JobsReadError'
}

/**
 * The columns of `public.jobs` and its photos a visitor's page needs (issue 38's contract). The photos are named by
 * their foreign key: the cover's key (jobs to job_photos) is a second relationship between the two tables.
 */
const columns =
  'id, slug, title, room, made, neighbourhood, delivered_on, quote, client_name, consent_on, cover_photo_id, published_at, job_photos:job_photos!job_photos_job_id_fkey(id, alt, width, height, position)'

/** A row as PostgREST answers it, before it is checked. */
type JobRow = {
  id: string
  slug: string
  title: string
  room: string
  made: string
  neighbourhood: string
  delivered_on: string
  quote: string | null
  client_name: string | null
  consent_on: string | null
  cover_photo_id: string | null
  published_at: string | null
  job_photos: { id: string; alt: string; width: number; height: number; position: number }[] | null
}

/** A row as a visitor sees it; the cover is the first photo when none is chosen. */
export function jobFromRow(row: JobRow): unknown {
  const photos = [...(row.job_photos ?? [])].sort((a, b) => a.position - b.position)
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    room: row.room,
    made: row.made,
    neighbourhood: row.neighbourhood,
    delivered: row.delivered_on?.slice(0, 7),
    quote: row.quote && row.client_name && row.consent_on ? { text: row.quote, name: row.client_name, consent: row.consent_on } : null,
    coverPhotoId: row.cover_photo_id ?? photos[0]?.id,
    photos,
    publishedAt: row.published_at,
  }
}

/**
 * The published jobs, newest first, as the anonymous role reads them (Row Level Security shows nothing else), on
 * the blog's client with its timeout and breaker and retried as its reads are. A row that does not make a job (no
 * photo yet) is left out and reported, so one unfinished job never hides the others.
 */
export function createJobsReader({
  client,
  breaker,
  retries = 2,
  retryDelayMs,
  logError = console.error,
}: {
  client: SupabaseClient
  breaker?: CircuitBreaker
  retries?: number
  retryDelayMs?: number
  logError?: (message: string) => void
}): () => Promise<Job[]> {
  return () =>
    withRetries(
      async () => {
        const result = await client
          .from('jobs')
          .select(columns)
          .eq('status', 'published')
          .is('deleted_at', null)
          .order('published_at', { ascending: false })
          .order('slug')
          .retry(false)
        if (result.error)
          throw new JobsReadError(`jobs: ${[result.status, result.error.code, result.error.message].filter(Boolean).join(' ')}`)
        return (result.data as unknown as JobRow[]).flatMap((row) => {
          const parsed = jobSchema.safeParse(jobFromRow(row))
          if (parsed.success) return [parsed.data]
          logError(
            `[jobs] job ${row.slug} left out: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
          )
          return []
        })
      },
      retries,
      retryDelayMs,
      () => breaker?.state() !== 'open',
    )
}
