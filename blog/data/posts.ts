import { z } from 'zod'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { CircuitBreaker } from './breaker'
import { PAGE_SIZE } from '../pagination'
import { withRetries } from './retries'
import { postRowSchema, postSummarySchema, summaryColumns, type PostRow, type PostSummary } from './schema'

/** A read of the posts table failed (network, database or an invalid row). */
export class BlogReadError extends Error {
  override name = 'BlogReadError'
}

/** One page of the list and the number of published posts. */
export type PostPage = { posts: PostSummary[]; total: number }

/** Retried reads of published posts (the rendered pages are what is cached: server/blogPageCache.ts). */
export type BlogReader = {
  /** The posts of a list page (1-based), newest first; past the last page, none. */
  page(page: number): Promise<PostPage>
  /** A published post by slug, or null when there is none. */
  post(slug: string): Promise<PostRow | null>
  /** Every published post without its body, newest first, for the sitemap and the feed. */
  index(): Promise<PostSummary[]>
}

export type BlogReaderOptions = {
  /** The anonymous client reads go through (createPostsClient), shared with the server's other reads. */
  client: SupabaseClient
  /** The client's circuit breaker, if any: no retry once it has opened. */
  breaker?: CircuitBreaker
  /** Attempts after the first one fails: 2 (docs/spec/specification.md, §4). */
  retries?: number
  /** Wait before the first retry, doubled for the next. */
  retryDelayMs?: number
}

/** Creates a reader over one Supabase project. */
export function createBlogReader({ client, breaker, retries = 2, retryDelayMs }: BlogReaderOptions): BlogReader {
  const read = <T>(query: () => Promise<T>) => withRetries(query, retries, retryDelayMs, () => breaker?.state() !== 'open')
  // supabase-js retries network errors itself with waits of 1, 2 and 4 s; these 2 quick retries replace that.
  const published = (columns: string, options?: { count?: 'exact'; head?: boolean }) =>
    client.from('posts').select(columns, options).eq('published', true).retry(false)

  return {
    page: (page) =>
      read(async () => {
        const from = (page - 1) * PAGE_SIZE
        const result = await published(summaryColumns, { count: 'exact' })
          .order('published_at', { ascending: false })
          .order('slug')
          .range(from, from + PAGE_SIZE - 1)
        // PostgREST answers 416 for a range past the end; the page is then empty and only the count matters.
        if (result.error?.code === 'PGRST103') return { posts: [], total: await countPublished() }
        if (result.error || result.count === null) throw new BlogReadError(`posts page ${page}: ${describe(result)}`)
        return { posts: parseRows(postSummarySchema, result.data), total: result.count }
      }),
    post: (slug) =>
      read(async () => {
        const result = await published('*').eq('slug', slug).maybeSingle()
        if (result.error) throw new BlogReadError(`post ${slug}: ${describe(result)}`)
        return result.data === null ? null : (parseRows(postRowSchema, [result.data])[0] ?? null)
      }),
    index: () =>
      read(async () => {
        const result = await published(summaryColumns).order('published_at', { ascending: false }).order('slug')
        if (result.error) throw new BlogReadError(`posts index: ${describe(result)}`)
        return parseRows(postSummarySchema, result.data)
      }),
  }

  async function countPublished(): Promise<number> {
    const result = await published('id', { count: 'exact', head: true })
    if (result.error || result.count === null) throw new BlogReadError(`posts count: ${describe(result)}`)
    return result.count
  }
}

/** Validates rows at the boundary; one bad row fails the read rather than showing half a post. */
function parseRows<S extends z.ZodType>(schema: S, rows: unknown): z.infer<S>[] {
  const parsed = z.array(schema).safeParse(rows)
  if (!parsed.success) throw new BlogReadError(`invalid post row: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}

function describe(result: { status: number; error: { message: string; code?: string } | null }): string {
  return result.error
    ? [result.status, result.error.code, result.error.message].filter(Boolean).join(' ')
    : `${result.status} without a count`
}

/** The reader of a server with no Supabase settings: every read fails, as an unreachable database would. */
export function failingReader(error: BlogReadError): BlogReader {
  const fail = () => Promise.reject(error)
  return { page: fail, post: fail, index: fail }
}
