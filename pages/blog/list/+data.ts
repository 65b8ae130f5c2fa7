import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { blogListView } from '../../../engine/blog/listView'
import { blogReader } from '../../../engine/blog/posts'

export type Data = Awaited<ReturnType<typeof data>>

/** One list page from the database; page parameter rules end in a redirect. */
export async function data(pageContext: PageContextServer) {
  const result = await blogListView(blogReader(), pageContext.urlParsed.search.page)
  if ('redirect' in result) throw redirect(result.redirect)
  return result.view
}
