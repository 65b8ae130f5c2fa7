import { usePageContext } from 'vike-react/usePageContext'
import { headFor } from '../../engine/routes/pageView'
import { HeadTags } from '../../renderer/HeadTags'
import { siteContent } from '../site'

export default function Head() {
  const { is404, urlPathname } = usePageContext()
  const content = siteContent()
  const { site } = content
  const title = is404 ? `Página não encontrada | ${site.brand}` : `Erro inesperado | ${site.brand}`
  return <HeadTags head={headFor(content, { path: urlPathname, title, description: site.description, jsonLd: [], noindex: true }, null)} />
}
