import { ADMIN_PATH, BLOG_PATH, BLOG_SITEMAP_PATH, FEED_PATH, JOBS_PATH, PAGES_SITEMAP_PATH, ROBOTS_PATH, SITEMAP_PATH } from './sitePaths'

/** What a public path names, as the page files route it (pages/…/+route.ts). */
export type SiteRoute =
  /** A prerendered page of the content route table. */
  | { kind: 'content'; path: string }
  /** The blog's list; `page` is the `?page=` value as given (blog/pagination.ts says which exist). */
  | { kind: 'blogList'; page: string | null }
  /** One post, by the slug its address names (which may not exist). */
  | { kind: 'post'; slug: string }
  /** One delivered job's page, by the slug its address names (which may not exist). */
  | { kind: 'job'; slug: string }
  /** A screen of the owner's admin (admin/routes.ts says which). */
  | { kind: 'admin' }
  /** robots.txt, the sitemap's files or the feed. */
  | { kind: 'crawler'; path: string }
  /** Nothing: the not-found page. */
  | { kind: 'none' }

/** The files for crawlers, served by server/crawlers/routes.ts (the index and the pages' sitemap also as build files). */
export const CRAWLER_PATHS: ReadonlySet<string> = new Set([ROBOTS_PATH, SITEMAP_PATH, PAGES_SITEMAP_PATH, BLOG_SITEMAP_PATH, FEED_PATH])

/** Whether a path is `base` itself or below it (`/admin`, `/admin/blog`; not `/administracao`). */
export function under(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`)
}

/** The one segment right under `base` ('/blog/<slug>'), or null for any other path. */
function segmentUnder(path: string, base: string): string | null {
  const segment = path.startsWith(`${base}/`) ? path.slice(base.length + 1) : ''
  return segment && !segment.includes('/') ? segment : null
}

/** The slug a post's address names ('/blog/<slug>'), or null for any other path. */
export function postSlugOf(path: string): string | null {
  return path === FEED_PATH ? null : segmentUnder(path, BLOG_PATH)
}

/** The slug a delivered job's address names ('/portfolio/<slug>'), or null for any other path. */
export function jobSlugOf(path: string): string | null {
  return segmentUnder(path, JOBS_PATH)
}

/**
 * The route of a public URL (a path, or a URL whose `?page=` the blog's list reads), parsed once: what the server's
 * admission, the blog's cache keys, the renderer and the admin's contacts read. `contentPaths` is the content
 * route table's paths.
 */
export function siteRoute(url: string | URL, contentPaths: { has: (path: string) => boolean }): SiteRoute {
  const { pathname, searchParams } = typeof url === 'string' ? new URL(url, 'http://site.invalid') : url
  if (contentPaths.has(pathname)) return { kind: 'content', path: pathname }
  if (pathname === BLOG_PATH) return { kind: 'blogList', page: searchParams.get('page') }
  if (CRAWLER_PATHS.has(pathname)) return { kind: 'crawler', path: pathname }
  if (under(pathname, ADMIN_PATH)) return { kind: 'admin' }
  const post = postSlugOf(pathname)
  if (post !== null) return { kind: 'post', slug: post }
  const job = jobSlugOf(pathname)
  return job === null ? { kind: 'none' } : { kind: 'job', slug: job }
}
