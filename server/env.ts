import { z } from 'zod'
import { FLUSH_MS } from './taps/recorder'

/** The spec's list cache: 5 minutes. */
export const BLOG_CACHE_TTL_MS = 5 * 60 * 1000

/** The server's environment: parsed once, where the server starts (createServer). */
const serverEnvSchema = z.object({
  /** Supabase project URL (or the local stack's gateway); without it and the key every blog read fails. */
  SUPABASE_URL: z.url().optional(),
  /** The project's public anonymous key (never the service key). */
  SUPABASE_ANON_KEY: z.string().min(1).optional(),
  /** The project's service_role key, for adding chat and phone taps only; read on the server, never sent to a browser. Without it taps are not counted. */
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1).optional(),
  /** How long counted taps wait in memory before they are added to the database, in ms (tests shorten it). */
  CONTACT_TAPS_FLUSH_MS: z.coerce.number().int().min(1).default(FLUSH_MS),
  /** Lifetime of a cached blog page in ms before it is rendered again in the background; 0 turns the cache off (benchmarks). */
  BLOG_CACHE_TTL_MS: z.coerce.number().int().min(0).default(BLOG_CACHE_TTL_MS),
})

/** Where the server's Supabase project is, when it has one. */
export type SupabaseSettings = { url: string; anonKey: string }

/** The project's URL with the service key: where the server adds the chat and phone taps it counts and keeps renditions. */
export type ContactTapsSettings = { url: string; serviceKey: string } | null

/** What the server is configured with. */
export type ServerSettings = {
  supabase: SupabaseSettings | null
  /** Null without SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY. */
  contactTaps: ContactTapsSettings
  contactTapsFlushMs: number
  blogCacheTtlMs: number
}

/** Reads the settings from an environment such as process.env; an invalid value fails with its name. */
export function serverSettings(env: Record<string, string | undefined>): ServerSettings {
  const parsed = serverEnvSchema.parse(env)
  const { SUPABASE_URL: url, SUPABASE_ANON_KEY: anonKey, SUPABASE_SERVICE_ROLE_KEY: serviceKey } = parsed
  return {
    supabase: url && anonKey ? { url, anonKey } : null,
    contactTaps: url && serviceKey ? { url, serviceKey } : null,
    contactTapsFlushMs: parsed.CONTACT_TAPS_FLUSH_MS,
    blogCacheTtlMs: parsed.BLOG_CACHE_TTL_MS,
  }
}
