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

/** Path of the blog's RSS feed. */
export const FEED_PATH = `${BLOG_PATH}/rss.xml`

/** Where crawlers read the rules. */
export const ROBOTS_PATH = '/robots.txt'

/** Where the sitemap index is served: robots.txt names it, and it names the two parts below. */
export const SITEMAP_PATH = '/sitemap.xml'

/** The prerendered pages' sitemap: a build file (build/sitemapFiles.ts), so it never waits for the database. */
export const PAGES_SITEMAP_PATH = '/sitemap-pages.xml'

/** What the database lists (the blog, its posts, the delivered jobs): the one part that reads Supabase. */
export const BLOG_SITEMAP_PATH = '/sitemap-blog.xml'
