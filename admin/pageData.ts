import type { SiteContent } from '../engine/content/loadSite'
import { zonedTime } from '../engine/text/timeZone'
import { pageNames } from './pageNames'
import type { PostListItem } from './posts/postList'
import { siteVersionLine } from './siteVersion'

/** The signed-in admin as the server found them, for the first render of the post list. */
export type SignedIn = {
  user: { id: string; email: string | null }
  /** Their posts, or null when the list could not be read (the browser reads it then). */
  posts: PostListItem[] | null
}

/** What the admin app gets from the server at request time. */
export type AdminPageData = ReturnType<typeof adminPageData>

/**
 * Where Supabase is (its URL and the public anon key, never the service key), whose blog this is, and what each
 * page of the site is called (the contacts screen names pages, not paths), the WhatsApp the site's chat links
 * open (the link dialog offers it), the neighbourhoods a delivered job may be in (slug and name, sorted by name), the business's time zone (the admin's dates and times), which version of the site this server runs (the live one, when the owner
 * opens the admin on the site; only in a signed-in admin's first render, the app asks the server for it otherwise), and
 * the page of the repository's backup workflow, where she makes a copy now.
 */
export function adminPageData(
  content: SiteContent,
  supabase: { url: string; anonKey: string } | null,
  siteRepository: string | null,
  signedIn: boolean,
) {
  const { site } = content
  return {
    supabase,
    brand: site.brand,
    ownerName: site.ownerName,
    chat: { phone: site.phone, chatMessage: site.chatMessage },
    pageNames: pageNames(content),
    neighbourhoods: content.neighbourhoods.map(({ slug, name }) => ({ slug, name })),
    timeZone: site.timeZone,
    siteVersion: signedIn ? siteVersionLine(import.meta.env.SITE_VERSION, zonedTime(site.timeZone)) : null,
    backupWorkflowUrl: siteRepository && `https://github.com/${siteRepository}/actions/workflows/copia-de-seguranca.yml`,
  }
}
