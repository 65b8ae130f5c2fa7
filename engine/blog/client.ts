import { createClient, type RealtimeClientOptions, type SupabaseClient } from '@supabase/supabase-js'
import ws from 'ws'
import { z } from 'zod'

/** The spec's list cache: 5 minutes. */
export const BLOG_CACHE_TTL_MS = 5 * 60 * 1000

/** The server's blog settings, read from its environment. */
export const blogEnvSchema = z.object({
  /** Supabase project URL (or the local stack's gateway). */
  SUPABASE_URL: z.url(),
  /** The project's public anonymous key. */
  SUPABASE_ANON_KEY: z.string().min(1),
  /** Cache lifetime of every blog read in ms; 0 turns the cache off (benchmarks). */
  BLOG_CACHE_TTL_MS: z.coerce.number().int().min(0).default(BLOG_CACHE_TTL_MS),
})

/** Where and how the blog reads posts. */
export type BlogSource = {
  /** Supabase URL. */
  url: string
  /** Anonymous key: visitors only ever read published posts. */
  anonKey: string
  /** Longest wait for one database answer. */
  timeoutMs?: number
  /** Fetch to use, for tests that count or break requests. */
  fetch?: typeof fetch
}

/** A supabase-js client for Node (the server, scripts, tests): no stored session, Node 20's WebSocket from `ws`. */
export function createNodeClient(url: string, key: string, fetchImpl?: typeof fetch): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; ws's overloaded constructor type does not match realtime-js's.
    realtime: { transport: ws as unknown as RealtimeClientOptions['transport'] },
    ...(fetchImpl && { global: { fetch: fetchImpl } }),
  })
}

/** A client for anonymous server-side reads, each request cut off after `timeoutMs`. */
export function createPostsClient({ url, anonKey, timeoutMs = 5000, fetch: baseFetch = fetch }: BlogSource): SupabaseClient {
  const timedFetch: typeof fetch = (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs)
    return baseFetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout })
  }
  return createNodeClient(url, anonKey, timedFetch)
}
