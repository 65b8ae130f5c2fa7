import type { PageContextServer } from 'vike/types'
import { adminPageData } from '../../admin/pageData'
import { siteContent } from '../site'

export type Data = Awaited<ReturnType<typeof data>>

/** The admin app's settings, as the server was started with them, and the address its first render starts at. */
export function data(pageContext: PageContextServer) {
  const location = { path: pageContext.urlPathname, search: pageContext.urlParsed.searchOriginal ?? '' }
  return { ...adminPageData(siteContent(), pageContext.env.supabase), location }
}
