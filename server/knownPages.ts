import { listPageFor, listPath, pageCount } from '../blog/pagination'
import { ADMIN_PATH, BLOG_PATH } from '../engine/routes/sitePaths'
import type { PostSummary } from '../blog/data/schema'
import { FEED_PATH } from '../blog/seo'
import { CRAWLER_PATHS } from './crawlers/routes'
import { BLOG_SITEMAP_PATH } from './crawlers/sitemap'
import { under } from './http/middleware'
import { jobSlugOf, noKnownJobs, type KnownJobs } from './jobs/known'
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
 * Whether a visitor can be on this path: a content page of the route table, the blog's list, a published post or
 * a published job (those known as above; none while they were never read).
 */
export async function isKnownPage(
  path: string,
  routes: ReadonlyMap<string, unknown>,
  knownPosts: () => Promise<KnownPosts | null>,
  knownJobs: KnownJobs = noKnownJobs,
): Promise<boolean> {
  if (routes.has(path) || path === BLOG_PATH) return true
  const job = jobSlugOf(path)
  if (job !== null) return (await knownJobs())?.has(job) ?? false
  const slug = path.startsWith(`${BLOG_PATH}/`) ? path.slice(BLOG_PATH.length + 1) : ''
  if (!slug || slug.includes('/')) return false
  return (await knownPosts())?.slugs.has(slug) ?? false
}

/**
 * Whether a rendered route answers this path, as the page files route (pages/…/+route.ts): the crawler files, a
 * content page, the blog's list or one post, a delivered job, the admin. Anything else is the not-found page.
 */
export function hasRenderedRoute(path: string, routes: ReadonlyMap<string, unknown>): boolean {
  if (routes.has(path) || path === BLOG_PATH || CRAWLER_PATHS.has(path) || under(path, ADMIN_PATH) || jobSlugOf(path) !== null) return true
  const slug = path.startsWith(`${BLOG_PATH}/`) ? path.slice(BLOG_PATH.length + 1) : ''
  return slug !== '' && !slug.includes('/')
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
 * Sorts a request for the blog: the list's pages up to the last, the posts that exist, the feed and the
 * blog's sitemap are pages, kept under a key of what the page reads from the URL (`?utm_source=…` shares it); any
 * other page number or post address is the redirect the page itself would answer, made without a render.
 * A published job's page is kept the same way, and an unknown job's address is not found without a render.
 * Null for what is not the blog's (other routes, and deeper paths, which are not found).
 */
export async function blogRequest(
  url: URL,
  knownPosts: () => Promise<KnownPosts | null>,
  knownJobs: KnownJobs = noKnownJobs,
): Promise<BlogRequest | null> {
  const { pathname } = url
  const job = jobSlugOf(pathname)
  if (job !== null) {
    const jobs = await knownJobs()
    if (jobs && !jobs.has(job)) return { kind: 'missing' }
    return { kind: 'page', key: pathname, admit: jobs !== null }
  }
  if (pathname === BLOG_SITEMAP_PATH || pathname === FEED_PATH) return { kind: 'page', key: pathname, admit: true }
  const page = url.searchParams.get('page')
  if (pathname === BLOG_PATH && page === null) return { kind: 'page', key: BLOG_PATH, admit: true }
  if (pathname === BLOG_PATH) {
    const posts = await knownPosts()
    const wanted = listPageFor(page, posts?.lastPage)
    if ('redirect' in wanted) return { kind: 'redirect', location: wanted.redirect }
    return { kind: 'page', key: listPath(wanted.page), admit: posts !== null }
  }
  const slug = pathname.startsWith(`${BLOG_PATH}/`) ? pathname.slice(BLOG_PATH.length + 1) : ''
  if (!slug || slug.includes('/')) return null
  const posts = await knownPosts()
  if (posts && !posts.slugs.has(slug)) return { kind: 'redirect', location: BLOG_PATH }
  return { kind: 'page', key: pathname, admit: posts !== null }
}
