import { adminPageData } from '../../admin/pageData'
import { siteContent } from '../site'

export type Data = Awaited<ReturnType<typeof data>>

/** The admin app's settings from the server's environment. */
export function data() {
  return adminPageData(siteContent().site)
}
