import { blogEnvSchema } from '../blog/data/client'
import type { Site } from '../schemas/site'

/** What the admin app gets from the server at request time. */
export type AdminPageData = ReturnType<typeof adminPageData>

/**
 * Where Supabase is (its URL and the public anon key, never the service key) and whose blog this is,
 * read from the server's environment on each request.
 */
export function adminPageData(site: Site, env: Record<string, string | undefined> = process.env) {
  const parsed = blogEnvSchema.safeParse(env)
  return {
    supabase: parsed.success ? { url: parsed.data.SUPABASE_URL, anonKey: parsed.data.SUPABASE_ANON_KEY } : null,
    brand: site.brand,
    ownerName: site.ownerName,
  }
}
