import type { PageContextServer } from 'vike/types'
import { loadScreen } from '../../admin/app/shell/Screens'
import { adminPageData } from '../../admin/pageData'

export type Data = Awaited<ReturnType<typeof data>>

/**
 * The admin app's settings, as the server was started with them, the address its first render starts at, and, on
 * the post list, the admin whose session came with the request and their posts.
 */
export async function data(pageContext: PageContextServer) {
  const location = { path: pageContext.urlPathname, search: pageContext.urlParsed.searchOriginal ?? '' }
  const { signedIn } = pageContext.env
  // The list's own chunk, so the server renders the list itself rather than its 'Carregando...'.
  if (signedIn) await loadScreen(location.path)
  return {
    ...adminPageData(pageContext.globalContext.site, pageContext.env.supabase, pageContext.env.siteRepository, Boolean(signedIn)),
    location,
    signedIn,
  }
}
