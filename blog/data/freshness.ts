import type { SupabaseClient } from '@supabase/supabase-js'
import { z } from 'zod'

/** How often at most a server asks the database whether the blog changed. */
export const STATE_INTERVAL_MS = 3000

/** What the database says about the blog: `blog_state()`. */
const blogStateSchema = z.object({
  /** Bumped by a trigger on every change of posts, by any path. */
  version: z.number().int(),
  /** The next moment a scheduled post becomes visible, or null. */
  next_publish_at: z.string().nullable(),
})

/** The blog's state as a server uses it. */
export type BlogState = { version: number; nextPublishAt: number | null }

/** Reads `blog_state()` as the anonymous role. */
export async function readBlogState(client: SupabaseClient): Promise<BlogState> {
  const result = await client.rpc('blog_state').single().retry(false)
  if (result.error) throw new Error(`blog_state: ${result.status} ${result.error.message}`)
  const state = blogStateSchema.parse(result.data)
  return { version: state.version, nextPublishAt: state.next_publish_at === null ? null : Date.parse(state.next_publish_at) }
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
 * Follows the database's blog version, asking at most every `intervalMs`, one question at a time. A visitor
 * waits for the answer only when there is none yet or when a scheduled post's moment has just passed;
 * otherwise the check runs beside the request and the next visitor sees its outcome.
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
      const moment = state?.nextPublishAt ?? null
      const momentPassed = moment !== null && now() >= moment && checkedAt < moment
      if (state === null || momentPassed || now() - checkedAt >= intervalMs) {
        const checking = check()
        if (state === null || momentPassed) await checking
      }
      return { id: `${bumps}:${state?.version ?? '?'}:${state?.nextPublishAt ?? '-'}`, verified }
    },
    bump() {
      bumps++
    },
  }
}
