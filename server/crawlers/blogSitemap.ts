import type { PostSummary } from '../../blog/data/schema'
import { BLOG_PATH, jobPath } from '../../engine/routes/sitePaths'
import type { Job } from '../../schemas/job'
import { postUrl } from '../../blog/seo'
import type { SitemapEntry } from './sitemap'

/**
 * What the database lists: the blog list (last changed with its newest post), each published post, last changed
 * when it was last edited or, if later, published (a scheduled post goes live without an edit), and each published
 * job's page, from when it was published.
 */
export function blogSitemapEntries(
  siteUrl: string,
  posts: readonly PostSummary[],
  jobs: readonly Pick<Job, 'slug' | 'publishedAt'>[] = [],
): SitemapEntry[] {
  const changed = (post: PostSummary) => (Date.parse(post.published_at) > Date.parse(post.updated_at) ? post.published_at : post.updated_at)
  const newest = posts.map(changed).sort((a, b) => Date.parse(b) - Date.parse(a))[0]
  return [
    { loc: `${siteUrl}${BLOG_PATH}`, lastmod: newest },
    ...posts.map((post) => ({ loc: postUrl(siteUrl, post.slug), lastmod: changed(post) })),
    ...jobs.map((job) => ({ loc: `${siteUrl}${jobPath(job.slug)}`, lastmod: job.publishedAt })),
  ]
}
