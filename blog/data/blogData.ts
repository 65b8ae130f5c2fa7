import type { BlogReader } from './posts'

/** What the blog's views are rendered with, built once by the server (server/createServer.ts) and handed down. */
export type BlogData = {
  /** Published posts, as the anonymous role reads them. */
  reader: BlogReader
  /** The Supabase project whose post-images bucket featured images may come from. */
  supabaseUrl: string | undefined
  /** The public pages' post sanitiser for this site's address. */
  sanitize: (html: string) => string
}

/** A reader that records whether any of its reads failed, so one render can say it lacked its data. */
export type ReadLog = { reader: BlogReader; failed(): boolean }

/** Wraps `reader` for one render: every failed read is noted, and still fails as before. */
export function readLog(reader: BlogReader): ReadLog {
  let failed = false
  const noted =
    <A extends unknown[], T>(read: (...args: A) => Promise<T>) =>
    (...args: A) =>
      read(...args).catch((error: unknown) => {
        failed = true
        throw error
      })
  return {
    reader: { page: noted(reader.page), post: noted(reader.post), index: noted(reader.index) },
    failed: () => failed,
  }
}
