import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { blogListView } from '../../../blog/listView'

export type Data = Awaited<ReturnType<typeof data>>

/** One list page from the database; page parameter rules end in a redirect, an unreadable database in the error state. */
export async function data(pageContext: PageContextServer) {
  const result = await blogListView(pageContext.globalContext.site, pageContext.env.blog, pageContext.urlParsed.search.page)
  if ('redirect' in result) throw redirect(result.redirect)
  return result.view
}
