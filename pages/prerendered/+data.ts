import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { pageView } from '../../engine/routes/pageView'

export type Data = Awaited<ReturnType<typeof data>>

/** The content page of this path, ready to render. */
export function data(pageContext: PageContextServer) {
  const content = pageContext.globalContext.site
  const page = content.routes.get(pageContext.routeParams.path ?? '')
  if (!page) throw render(404)
  return pageView(content, page)
}
