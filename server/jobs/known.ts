import { JOBS_PATH } from '../../engine/routes/sitePaths'

/** The slugs of the published jobs, as the server last read them; null before any read succeeded. */
export type KnownJobs = () => Promise<ReadonlySet<string> | null>

/** None known: every job address is rendered to find out. */
export const noKnownJobs: KnownJobs = async () => null

/** The slug a job's address names ('/portfolio/<slug>'), or null for any other path. */
export function jobSlugOf(path: string): string | null {
  const slug = path.startsWith(`${JOBS_PATH}/`) ? path.slice(JOBS_PATH.length + 1) : ''
  return slug && !slug.includes('/') ? slug : null
}
