import type { SupabaseClient } from '@supabase/supabase-js'
import { z } from 'zod'

/** How often at most a server asks the database whether the blog changed (docs/decisions/blog-cache.md). */
const STATE_INTERVAL_MS = 3000

/**
 * What the database says about the blog: `blog_state()`, an opaque stamp that changes whenever what a
 * visitor sees may have changed (a write to a visible post, a scheduled post's moment passing), and tells
 * nothing else.
 */
const blogStampSchema = z.string().min(1)

/** The blog's state as a server uses it. */
export type BlogState = { stamp: string }

/** Reads `blog_state()` as the anonymous role. */
export async function readBlogState(client: SupabaseClient): Promise<BlogState> {
  const result = await client.rpc('blog_state').retry(false)
  if (result.error) throw new Error(`blog_state: ${result.status} ${result.error.message}`)
  return { stamp: blogStampSchema.parse(result.data) }
}

/** Which rendering of the blog is current. */
export type Generation = {
  /** Pages rendered under another id are out of date. */
  id: string
  /** Whether the database confirmed it lately; when not, what is served may be stale. */
  verified: boolean
}

/** The blog's current generation, as one server knows it. */
export type Freshness = {
  current(): Promise<Generation>
  /** Makes every page rendered so far out of date at once (this server saved a change). */
  bump(): void
}

export type FreshnessOptions = {
  read: () => Promise<BlogState>
  intervalMs?: number
  /** Clock, for tests. */
  now?: () => number
  /** Where a database that stops answering is reported. */
  logError?: (message: string) => void
}

/**
 * Follows the database's blog stamp, asking at most every `intervalMs`, one question at a time. A visitor
 * waits for the answer only when there is none yet; otherwise the check runs beside the request and the next
 * visitor sees its outcome, so a change, or a scheduled post's moment, shows within about one interval.
 */
export function createFreshness({
  read,
  intervalMs = STATE_INTERVAL_MS,
  now = Date.now,
  logError = console.error,
}: FreshnessOptions): Freshness {
  let state: BlogState | null = null
  let checkedAt = -Infinity
  let verified = false
  let bumps = 0
  let pending: Promise<void> | null = null

  function check(): Promise<void> {
    pending ??= read()
      .then(
        (answer) => {
          state = answer
          verified = true
        },
        (error: unknown) => {
          if (verified) logError(`[blog] the blog state could not be read: ${error instanceof Error ? error.message : String(error)}`)
          verified = false
        },
      )
      .finally(() => {
        checkedAt = now()
        pending = null
      })
    return pending
  }

  return {
    async current() {
      if (state === null || now() - checkedAt >= intervalMs) {
        const checking = check()
        if (state === null) await checking
      }
      return { id: `${bumps}:${state?.stamp ?? '?'}`, verified }
    },
    bump() {
      bumps++
    },
  }
}
