import type { PageContextServer } from 'vike/types'
import { adminPageData } from '../../admin/pageData'
import { siteContent } from '../site'

export type Data = Awaited<ReturnType<typeof data>>

/** The admin app's settings, as the server was started with them. */
export function data(pageContext: PageContextServer) {
  return adminPageData(siteContent(), pageContext.env.supabase)
}
