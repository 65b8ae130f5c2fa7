/** Path of the blog list; the blog's posts live under it. */
export const BLOG_PATH = '/blog'

/** Path of the owner's admin; its screens live under it. */
export const ADMIN_PATH = '/admin'

/** Where delivered jobs live: each job's page is `/portfolio/<slug>` (issue 38). */
export const JOBS_PATH = '/portfolio'

/** The page of one delivered job. */
export function jobPath(slug: string): string {
  return `${JOBS_PATH}/${slug}`
}
