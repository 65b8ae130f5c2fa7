import type { Job } from '../../schemas/job'
import type { Known } from '../perGeneration'

/** What a job's page and the sitemap read the published jobs from. */
export type JobsData = {
  /** The published jobs of the current generation, or the last ones read; null before any read succeeded. */
  current: () => Promise<Known<readonly Job[]> | null>
  /** Where the jobs' photo renditions are (engine/jobs/photos.ts); null without Supabase settings. */
  photoBase: string | null
}
