import { createClient, type RealtimeClientOptions, type SupabaseClient } from '@supabase/supabase-js'
import ws from 'ws'
import type { CircuitBreaker } from './breaker'

/** Longest wait for one answer of the database: a hung upstream must not hold a page for long. */
const UPSTREAM_TIMEOUT_MS = 2000

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
  /** Shared by every call to this upstream: once it keeps failing, calls fail at once. */
  breaker?: CircuitBreaker
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

/** A client for anonymous server-side reads, each request cut off after `timeoutMs`, through the breaker when given. */
export function createPostsClient({
  url,
  anonKey,
  timeoutMs = UPSTREAM_TIMEOUT_MS,
  fetch: baseFetch = fetch,
  breaker,
}: BlogSource): SupabaseClient {
  const timedFetch: typeof fetch = (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs)
    return baseFetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout })
  }
  // A 5xx is the gateway or PostgREST saying the database is away: as much a failure as no answer.
  const guardedFetch: typeof fetch = breaker
    ? (input, init) =>
        breaker.run(
          () => timedFetch(input, init),
          (response) => response.status >= 500,
        )
    : timedFetch
  return createNodeClient(url, anonKey, guardedFetch)
}
