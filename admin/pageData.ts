import type { Site } from '../schemas/site'

/** What the admin app gets from the server at request time. */
export type AdminPageData = ReturnType<typeof adminPageData>

/** Where Supabase is (its URL and the public anon key, never the service key) and whose blog this is. */
export function adminPageData(site: Site, supabase: { url: string; anonKey: string } | null) {
  return { supabase, brand: site.brand, ownerName: site.ownerName }
}
