import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { blogPostView } from '../../../blog/postView'

export type Data = Awaited<ReturnType<typeof data>>

/** A published post; a missing, unpublished or unreadable one redirects to /blog. */
export async function data(pageContext: PageContextServer) {
  const result = await blogPostView(pageContext.globalContext.site, pageContext.env.blog, pageContext.routeParams.slug)
  if ('redirect' in result) throw redirect(result.redirect)
  return result.view
}
