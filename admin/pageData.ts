import type { SiteContent } from '../engine/site/loadSite'
import { pageNames } from './pageNames'

/** What the admin app gets from the server at request time. */
export type AdminPageData = ReturnType<typeof adminPageData>

/**
 * Where Supabase is (its URL and the public anon key, never the service key), whose blog this is, and what each
 * page of the site is called (the contacts screen names pages, not paths), and the WhatsApp the site's chat links
 * open (the link dialog offers it).
 */
export function adminPageData(content: SiteContent, supabase: { url: string; anonKey: string } | null) {
  const { site } = content
  const chat = { phone: site.phone, chatMessage: site.chatMessage }
  return { supabase, brand: site.brand, ownerName: site.ownerName, chat, pageNames: pageNames(content) }
}
