import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { pageView } from '../../engine/routes/pageView'
import { siteContent } from '../site'

export type Data = Awaited<ReturnType<typeof data>>

/** The content page of this path, ready to render. */
export function data(pageContext: PageContextServer) {
  const content = siteContent()
  const page = content.routes.get(pageContext.routeParams.path ?? '')
  if (!page) throw render(404)
  return pageView(content, page)
}
