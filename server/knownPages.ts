import { listPageFor, listPath, pageCount } from '../blog/pagination'
import { BLOG_PATH, BLOG_SITEMAP_PATH, FEED_PATH, jobPath } from '../engine/routes/sitePaths'
import type { SiteRoute } from '../engine/routes/siteRoute'
import type { PostSummary } from '../blog/data/schema'
import { noKnownJobs, type KnownJobs } from './jobs/known'
import { perGeneration, type PerGenerationOptions } from './perGeneration'

/** What exists on the blog: the published posts' slugs and the last list page. */
export type KnownPosts = { slugs: ReadonlySet<string>; lastPage: number }

export type KnownPostsOptions = Omit<PerGenerationOptions<readonly PostSummary[]>, 'read' | 'what'> & {
  /** Every published post, as the sitemap reads them. */
  index: () => Promise<readonly PostSummary[]>
}

/**
 * The published posts of the blog's current generation, read once per generation however many ask. When
 * they cannot be read, the last ones read stand in (during an outage the generation does not change, so
 * these are current); null before any read succeeded.
 */
export function createKnownPosts({ index, ...options }: KnownPostsOptions): () => Promise<KnownPosts | null> {
  const read = async (): Promise<KnownPosts> => {
    const posts = await index()
    return { slugs: new Set(posts.map((post) => post.slug)), lastPage: pageCount(posts.length) }
  }
  const known = perGeneration({ read, what: 'the published posts', ...options })
  return async () => (await known())?.value ?? null
}

/**
 * Whether a visitor can be on this route: a content page, the blog's list, a published post or a published job
 * (those known as above; none while they were never read).
 */
export async function isKnownPage(
  route: SiteRoute,
  knownPosts: () => Promise<KnownPosts | null>,
  knownJobs: KnownJobs = noKnownJobs,
): Promise<boolean> {
  if (route.kind === 'content' || route.kind === 'blogList') return true
  if (route.kind === 'job') return (await knownJobs())?.has(route.slug) ?? false
  if (route.kind === 'post') return (await knownPosts())?.slugs.has(route.slug) ?? false
  return false
}

/**
 * Whether a rendered route answers this route, as the page files route (pages/…/+route.ts): the crawler files, a
 * content page, the blog's list or one post, a delivered job, the admin. Anything else is the not-found page.
 */
export function hasRenderedRoute(route: SiteRoute): boolean {
  return route.kind !== 'none'
}

/** What the blog's page cache does with a request. */
export type BlogRequest =
  /** A page of the blog under its cache key; `admit` false when what exists could not be read. */
  | { kind: 'page'; key: string; admit: boolean }
  /** A page that does not exist, or not under this address: sent on at no cost. */
  | { kind: 'redirect'; location: string }
  /** A job that is not published: the not-found page, at no cost. */
  | { kind: 'missing' }

/**
 * Sorts a request for the blog by its route: the list's pages up to the last, the posts that exist, the feed and the
 * blog's sitemap are pages, kept under a key of what the page reads from the URL (`?utm_source=…` shares it); any
 * other page number or post address is the redirect the page itself would answer, made without a render.
 * A published job's page is kept the same way, and an unknown job's address is not found without a render.
 * Null for what is not the blog's (other routes, and deeper paths, which are not found).
 */
export async function blogRequest(
  route: SiteRoute,
  knownPosts: () => Promise<KnownPosts | null>,
  knownJobs: KnownJobs = noKnownJobs,
): Promise<BlogRequest | null> {
  switch (route.kind) {
    case 'job': {
      const jobs = await knownJobs()
      if (jobs && !jobs.has(route.slug)) return { kind: 'missing' }
      return { kind: 'page', key: jobPath(route.slug), admit: jobs !== null }
    }
    case 'crawler':
      return route.path === BLOG_SITEMAP_PATH || route.path === FEED_PATH ? { kind: 'page', key: route.path, admit: true } : null
    case 'blogList': {
      if (route.page === null) return { kind: 'page', key: BLOG_PATH, admit: true }
      const posts = await knownPosts()
      const wanted = listPageFor(route.page, posts?.lastPage)
      if ('redirect' in wanted) return { kind: 'redirect', location: wanted.redirect }
      return { kind: 'page', key: listPath(wanted.page), admit: posts !== null }
    }
    case 'post': {
      const posts = await knownPosts()
      if (posts && !posts.slugs.has(route.slug)) return { kind: 'redirect', location: BLOG_PATH }
      return { kind: 'page', key: `${BLOG_PATH}/${route.slug}`, admit: posts !== null }
    }
    default:
      return null
  }
}
