import { blogEnvSchema } from '../../engine/blog/client'
import { site } from '../../engine/content'

export type Data = Awaited<ReturnType<typeof data>>

/**
 * What the admin app needs from the server at request time: where Supabase is (its URL and the public
 * anon key, never the service key) and whose blog this is.
 */
export function data() {
  const env = blogEnvSchema.safeParse(process.env)
  return {
    supabase: env.success ? { url: env.data.SUPABASE_URL, anonKey: env.data.SUPABASE_ANON_KEY } : null,
    brand: site.brand,
    ownerName: site.ownerName,
  }
}
