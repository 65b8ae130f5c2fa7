import { usePageContext } from 'vike-react/usePageContext'
import { site } from '../../engine/content'
import { headFor } from '../../engine/routes/pageView'
import { HeadTags } from '../../renderer/HeadTags'

export default function Head() {
  const { is404, urlPathname } = usePageContext()
  const title = is404 ? `Página não encontrada | ${site.brand}` : `Erro inesperado | ${site.brand}`
  return <HeadTags head={headFor({ path: urlPathname, title, description: site.description, jsonLd: [], noindex: true }, null)} />
}
