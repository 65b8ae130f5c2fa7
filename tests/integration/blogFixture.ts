import { freePort } from '../../stack/ports.ts'
import { createBlogReader, type BlogReader, type BlogReaderOptions } from '../../engine/blog/posts.ts'
import type { TestStack } from './testStack.ts'

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

/** A blog reader over the test stack, without waits between retries. */
export function stackReader(t: TestStack, options: Partial<BlogReaderOptions> = {}): BlogReader {
  return createBlogReader({ url: t.stack.url, anonKey: t.stack.anonKey, retryDelayMs: 1, ...options })
}

/** A reader whose database is unreachable: a port nothing listens on. */
export async function deadReader(options: Partial<BlogReaderOptions> = {}): Promise<BlogReader> {
  return createBlogReader({ url: `http://127.0.0.1:${await freePort()}`, anonKey: 'anon', retryDelayMs: 1, ...options })
}

/** Published slugs, newest first, as the list must order them. */
export async function publishedSlugs(t: TestStack): Promise<string[]> {
  const rows = await t.sql<{ slug: string }>('select slug from public.posts where published order by created_at desc, slug')
  return rows.map((row) => row.slug)
}
