import { breadcrumbFor, type FramedView } from '../engine/routes/pageView'
import type { SiteContent } from '../engine/content/loadSite'
import { htmlMoment } from '../engine/text/format'
import { zonedTime, type ZonedTime } from '../engine/text/timeZone'
import { postImage, type PostImage } from './images/postImage'
import { BLOG_PATH } from '../engine/routes/sitePaths'
import { listPageFor, listPath, pageCount, paginationSlots, type PaginationSlot } from './pagination'
import type { BlogData } from './data/blogData'
import type { PostSummary } from './data/schema'
import { listHead } from './seo'

/** The quote band shows on page 1 only when there are more than 3 posts (docs/spec/specification.md, §9). */
const CTA_MIN_POSTS = 4

export type PostCard = {
  href: string
  title: string
  subtitle: string
  date: string
  dateTime: string
  readTime: number
  image: PostImage | null
}

/** Everything the list page renders. */
export type BlogListView = FramedView & {
  /** populated, empty, or error (the database could not be read). */
  state: 'populated' | 'empty' | 'error'
  page: number
  cards: PostCard[]
  /** The pagination control; empty when there is a single page. */
  pagination: { previous: string | null; next: string | null; slots: PaginationSlot[] }
  /** Whether the 'Solicitar Orçamento Grátis' band shows. */
  showCta: boolean
  /** Where 'Tentar Novamente' goes without JavaScript: the same page again. */
  retryHref: string
}

/** A list page to render, or where to send the visitor instead. */
type BlogListResult = { redirect: string } | { view: BlogListView }

/** Turns a post summary into a card. */
function postCard(post: PostSummary, supabaseUrl: string | undefined, time: ZonedTime): PostCard {
  return {
    href: `${BLOG_PATH}/${post.slug}`,
    title: post.title,
    subtitle: post.subtitle,
    date: time.longDate(post.published_at),
    dateTime: htmlMoment(post.published_at),
    readTime: post.read_time,
    image: postImage(post, supabaseUrl),
  }
}

/**
 * The list page for a `page` query value. A non-integer or a value below 1 means page 1, which has no
 * parameter; a page past the last redirects to the last; a failed read shows the error state.
 */
export async function blogListView(
  content: SiteContent,
  { reader, supabaseUrl }: BlogData,
  pageParam: string | null | undefined,
): Promise<BlogListResult> {
  const wanted = listPageFor(pageParam)
  if ('redirect' in wanted) return wanted
  const { page } = wanted
  const crumbs = breadcrumbFor(content, BLOG_PATH, content.blog.title)
  const result = await reader.page(page).catch((error: unknown) => {
    console.error('[blog] list page', page, 'could not be read:', error instanceof Error ? error.message : error)
    return null
  })
  if (result && page > pageCount(result.total)) return { redirect: listPath(pageCount(result.total)) }
  // Without a count there is no last page, and so no pagination either.
  const lastPage = result ? pageCount(result.total) : 1
  const posts = result?.posts ?? []
  const link = (target: number) => (target >= 1 && target <= lastPage ? listPath(target) : null)
  const time = zonedTime(content.site.timeZone)
  return {
    view: {
      path: BLOG_PATH,
      head: listHead(content, page, lastPage, posts, crumbs, !result),
      breadcrumb: crumbs,
      state: !result ? 'error' : posts.length ? 'populated' : 'empty',
      page,
      cards: posts.map((post) => postCard(post, supabaseUrl, time)),
      pagination: {
        previous: link(page - 1),
        next: link(page + 1),
        slots: lastPage > 1 ? paginationSlots(page, lastPage) : [],
      },
      showCta: page === 1 && (result?.total ?? 0) >= CTA_MIN_POSTS,
      retryHref: listPath(page),
    },
  }
}
