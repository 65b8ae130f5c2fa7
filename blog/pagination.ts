import { BLOG_PATH } from '../engine/routes/sitePaths'

/** Cards per list page: 9 (docs/spec/specification.md, §9). */
export const PAGE_SIZE = 9

/** Highest page number the list asks the database for; anything above is past the end anyway. */
const MAX_PAGE = 1_000_000_000

/** The `page` query parameter as a page number: an integer of at least 1, otherwise 1. */
export function parsePageParam(raw: string | null | undefined): number {
  if (!raw || !/^\d+$/.test(raw)) return 1
  return Math.max(1, Math.min(Number(raw), MAX_PAGE))
}

/** URL of a list page; page 1 has no parameter. */
export function listPath(page: number): string {
  return page <= 1 ? BLOG_PATH : `${BLOG_PATH}?page=${page}`
}

/**
 * The list page a `page` query value names, or where to send the visitor: a value that is not a plain page
 * number of at least 2 (page 1 has no parameter) goes to its page, a page past `lastPage` to the last one.
 */
export function listPageFor(pageParam: string | null | undefined, lastPage = Infinity): { page: number } | { redirect: string } {
  const page = parsePageParam(pageParam)
  if (pageParam != null && (page === 1 || !/^[1-9]\d*$/.test(pageParam))) return { redirect: listPath(page) }
  return page > lastPage ? { redirect: listPath(lastPage) } : { page }
}

/** Number of list pages for a post count (at least 1, the empty list is a page too). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE))
}

/** One slot of the pagination control: a page number or an ellipsis for the pages left out. */
export type PaginationSlot = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; after: number }

/** First page, last page and the current page ± 1, with an ellipsis wherever pages are left out. */
export function paginationSlots(current: number, last: number): PaginationSlot[] {
  const pages = [...new Set([1, current - 1, current, current + 1, last])].filter((page) => page >= 1 && page <= last).sort((a, b) => a - b)
  return pages.flatMap((page, index): PaginationSlot[] => {
    const previous = pages[index - 1]
    const slot: PaginationSlot = { kind: 'page', page, current: page === current }
    return previous !== undefined && page - previous > 1 ? [{ kind: 'gap', after: previous }, slot] : [slot]
  })
}
