import type { PageContextServer } from 'vike/types'
import { headFor } from '../../engine/routes/pageView'

/** The error page's frame and head: never indexed, no breadcrumb. */
export function data({ is404, urlPathname, globalContext }: PageContextServer) {
  const content = globalContext.site
  const { site } = content
  const title = is404 ? `Página não encontrada | ${site.brand}` : `Erro inesperado | ${site.brand}`
  const head = headFor(content, { path: urlPathname, title, description: site.description, jsonLd: [], noindex: true }, null)
  return { path: urlPathname, breadcrumb: null, head }
}
