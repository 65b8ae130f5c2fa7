import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { blogListView } from '../../../blog/listView'
import { blogReader } from '../../../blog/data/posts'
import { UNAVAILABLE_HEADER } from '../../../server/http/unavailable'
import { siteContent } from '../../site'

export type Data = Awaited<ReturnType<typeof data>>

/** One list page from the database; page parameter rules end in a redirect, an unreadable database in a 503. */
export async function data(pageContext: PageContextServer) {
  const result = await blogListView(siteContent(), blogReader(), pageContext.urlParsed.search.page)
  if ('redirect' in result) throw redirect(result.redirect)
  if (result.view.state === 'error') pageContext.headersResponse.set(UNAVAILABLE_HEADER, '1')
  return result.view
}
