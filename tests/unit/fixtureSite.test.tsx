import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Blocks } from '../../engine/blocks/Blocks'
import { pageView } from '../../engine/routes/pageView'
import { loadSite } from '../../engine/site/loadSite'
import { siteContent } from '../../pages/site'
import { Frame } from '../../renderer/frame/Frame'
import { ErrorScreen } from '../../renderer/ErrorScreen'
import { HeadTags } from '../../renderer/HeadTags'
import blog from '../fixtures/site/blog'
import illustrations from '../fixtures/site/illustrations'
import labels from '../fixtures/site/labels'
import navigation from '../fixtures/site/navigation'
import neighbourhoodPage from '../fixtures/site/neighbourhoodPage'
import site from '../fixtures/site/site'

/** A second business with its own small content folder, wired as pages/site.ts wires content/. */
const fixture = loadSite({
  folder: 'tests/fixtures/site',
  site,
  navigation,
  blog,
  neighbourhoodPage,
  labels,
  illustrations,
  pages: import.meta.glob('/tests/fixtures/site/pages/*.ts', { eager: true, import: 'default' }),
  neighbourhoods: import.meta.glob('/tests/fixtures/site/neighbourhoods/*.ts', { eager: true, import: 'default' }),
  // The fixture's pictures name this site's photos, so it borrows this site's library.
  images: siteContent().images,
})

/** The markup of one page of the fixture site, rendered as pages/content renders a page. */
function renderPage(path: string): string {
  const page = fixture.routes.get(path)
  if (!page) throw new Error(`no fixture page on ${path}`)
  const view = pageView(fixture, page)
  return renderToStaticMarkup(
    <>
      <HeadTags head={view.head} />
      <Frame content={fixture} path={view.path} breadcrumb={view.breadcrumb}>
        <Blocks blocks={view.blocks} />
      </Frame>
    </>,
  )
}

describe('the engine with another content folder', () => {
  const html = renderPage('/fale-conosco')

  it('routes only the pages of that folder', () => {
    expect([...fixture.routes.keys()]).toEqual(['/fale-conosco', '/persianas-centro-historico'])
  })

  it("renders the other business's name, phone, hours, area and address", () => {
    expect(html).toContain('Persianas Beira-Rio')
    expect(html).toContain('https://wa.me/5551900000000?text=')
    expect(html).toContain('Segunda a sexta, das 8h às 17h')
    expect(html).toContain('<li>Moinhos de Vento</li>')
    expect(html).toContain('href="https://persianas-beira-rio.example/fale-conosco"')
  })

  it("builds a neighbourhood page from that folder's words", () => {
    const neighbourhood = renderPage('/persianas-centro-historico')
    expect(neighbourhood).toContain('<title>Persianas no Centro Histórico | Persianas Beira-Rio</title>')
    expect(neighbourhood).toContain('Atendimento no Centro Histórico')
    expect(neighbourhood).toContain(`https://wa.me/5551900000000?text=${encodeURIComponent('Olá! Quero persianas no Centro Histórico.')}`)
    expect(neighbourhood).not.toContain('Cortinas Sob Medida')
  })

  it("labels the frame and the blocks in that folder's words", () => {
    expect(html).toMatch(/<a href="#conteudo" class="[^"]+">Ir direto ao conteúdo<\/a>/)
    expect(html).toContain('<dt>Fone e WhatsApp</dt>')
    expect(html).toContain('<a href="/privacidade">Privacidade</a>')
    expect(html).toContain('Direitos reservados.')
  })

  it("shows its own not-found lines, in the site's language", () => {
    const notFound = renderToStaticMarkup(
      <Frame content={fixture} path="/nao-existe" breadcrumb={null}>
        <ErrorScreen notFound status={404} />
      </Frame>,
    )
    expect(notFound).toMatch(/<p class="[^"]+">Esta página não existe<\/p>/)
    expect(notFound).not.toContain('Oops! Page not found')
  })

  it("shows nothing of this site's own content", () => {
    const own = siteContent()
    for (const words of [
      own.site.brand,
      own.site.phone,
      own.site.siteUrl,
      own.navigation.neighbourhoodsLabel,
      own.labels.frame.skipLink,
      own.labels.contact.phone,
      own.labels.frame.privacyLink.label,
      ...own.neighbourhoods.map((n) => n.name),
    ]) {
      expect(html).not.toContain(words)
    }
  })
})
