import { z } from 'zod'

/** The spec's list cache: 5 minutes. */
export const BLOG_CACHE_TTL_MS = 5 * 60 * 1000

/** The server's environment: parsed once, where the server starts (createServer). */
const serverEnvSchema = z.object({
  /** Supabase project URL (or the local stack's gateway); without it and the key every blog read fails. */
  SUPABASE_URL: z.url().optional(),
  /** The project's public anonymous key (never the service key). */
  SUPABASE_ANON_KEY: z.string().min(1).optional(),
  /** Lifetime of a cached blog page in ms before it is rendered again in the background; 0 turns the cache off (benchmarks). */
  BLOG_CACHE_TTL_MS: z.coerce.number().int().min(0).default(BLOG_CACHE_TTL_MS),
})

/** Where the server's Supabase project is, when it has one. */
export type SupabaseSettings = { url: string; anonKey: string }

/** What the server is configured with. */
export type ServerSettings = {
  supabase: SupabaseSettings | null
  blogCacheTtlMs: number
}

/** Reads the settings from an environment such as process.env; an invalid value fails with its name. */
export function serverSettings(env: Record<string, string | undefined>): ServerSettings {
  const parsed = serverEnvSchema.parse(env)
  const { SUPABASE_URL: url, SUPABASE_ANON_KEY: anonKey } = parsed
  return { supabase: url && anonKey ? { url, anonKey } : null, blogCacheTtlMs: parsed.BLOG_CACHE_TTL_MS }
}
