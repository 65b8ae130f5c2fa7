import { freePort } from '../../stack/index.ts'
import type { CircuitBreaker } from '../../blog/data/breaker.ts'
import { createPostsClient } from '../../blog/data/client.ts'
import { createBlogReader, type BlogReader } from '../../blog/data/posts.ts'
import type { StoredPost } from '../../admin/posts/storedPost.ts'
import { unique, type TestStack } from './testStack.ts'

/** A fetch that counts the requests it passes on. */
export function countingFetch(): { fetch: typeof fetch; count: () => number } {
  let calls = 0
  return {
    fetch: (input, init) => {
      calls++
      return fetch(input, init)
    },
    count: () => calls,
  }
}

/**
 * A fetch that narrows every read of public.posts to slugs starting with `prefix`, so a test sees only the
 * posts it made while other files write to the same database; everything else passes through untouched.
 */
export function scopedFetch(prefix: string, base: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input)
    const reads = !init?.method || init.method === 'GET' || init.method === 'HEAD'
    if (reads && url.pathname.endsWith('/rest/v1/posts')) url.searchParams.append('slug', `like.${prefix}*`)
    return base(url, init)
  }
}

/** What a test may put between a reader and its database. */
export type ReaderOptions = { fetch?: typeof fetch; breaker?: CircuitBreaker; retries?: number }

/** A blog reader over the test stack that sees only the posts whose slug starts with `prefix`, without waits between retries. */
export function stackReader(t: TestStack, prefix: string, { fetch, breaker, retries }: ReaderOptions = {}): BlogReader {
  const client = createPostsClient({ url: t.stack.url, anonKey: t.stack.anonKey, fetch: scopedFetch(prefix, fetch), breaker })
  return createBlogReader({ client, breaker, retries, retryDelayMs: 1 })
}

/** A reader whose database is unreachable: a port nothing listens on. */
export async function deadReader({ fetch, breaker }: ReaderOptions = {}): Promise<BlogReader> {
  const client = createPostsClient({ url: `http://127.0.0.1:${await freePort()}`, anonKey: 'anon', fetch, breaker })
  return createBlogReader({ client, breaker, retryDelayMs: 1 })
}

/** Columns a test may choose for a post it inserts; the others keep the table's defaults. */
export type PostColumns = Partial<Omit<StoredPost, 'id' | 'slug' | 'updated_at'>>

/** Inserts a post as the superuser (published unless told otherwise) and returns its slug. */
export async function insertPost(t: TestStack, slug: string, columns: PostColumns = {}): Promise<string> {
  const row = { slug, title: `Post ${slug}`, published: true, ...columns }
  const names = Object.keys(row)
  await t.sql(`insert into public.posts (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')})`, Object.values(row))
  return slug
}

/** A test's own posts: their slugs share a prefix no other test uses. */
export interface OwnPosts {
  prefix: string
  /** Published slugs, newest first, as the blog orders them. */
  published: string[]
  drafts: string[]
}

const DAY_MS = 24 * 3600 * 1000
const NEWEST = Date.parse('2025-06-01T12:00:00Z')

/** Inserts published posts one day apart and drafts under a fresh prefix. */
export async function insertPosts(t: TestStack, counts: { published: number; drafts?: number }): Promise<OwnPosts> {
  const posts: OwnPosts = { prefix: unique('post'), published: [], drafts: [] }
  const createdAt = (index: number) => new Date(NEWEST - index * DAY_MS).toISOString()
  for (let i = 0; i < counts.published; i++)
    posts.published.push(await insertPost(t, `${posts.prefix}-p${i}`, { created_at: createdAt(i) }))
  for (let i = 0; i < (counts.drafts ?? 0); i++) {
    posts.drafts.push(await insertPost(t, `${posts.prefix}-d${i}`, { created_at: createdAt(i), published: false }))
  }
  return posts
}
