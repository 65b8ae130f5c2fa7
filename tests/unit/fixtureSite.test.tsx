import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { cardFilesOf, drawSiteCards } from '../../build/drawCards'
import { SHARE_MAX_BYTES, SHARE_SIZE } from '../../engine/media/shareSize'
import { shareCards } from '../../engine/seo/shareCards'
import { Blocks } from '../../engine/blocks/Blocks'
import { pageView } from '../../engine/routes/pageView'
import { deliveredJobsDisclosure, deliveredJobsLead } from '../../engine/launch/privacyPage'
import { loadSite } from '../../engine/content/loadSite'
import { siteContent } from '../../pages/site'
import { Frame } from '../../renderer/frame/Frame'
import { ErrorScreen } from '../../renderer/ErrorScreen'
import { HeadTags } from '../../renderer/HeadTags'
import { fixtureSources as sources } from '../fixtures/fixtureSite'

/** Its share cards, drawn as the build draws this site's (build/shareCards.ts), from the photos it borrows. */
const parsed = loadSite(sources)
const cards = await drawSiteCards(process.cwd(), parsed, { photos: 'content/images' })

/** The fixture site, with its own cards. */
const fixture = { ...parsed, cardFiles: cardFilesOf(cards, '/assets/') }

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
    expect([...fixture.routes.keys()]).toEqual(['/fale-conosco', '/privacidade', '/persianas-centro-historico'])
  })

  it("renders the other business's name, phone, hours, area and address", () => {
    expect(html).toContain('Persianas Beira-Rio')
    expect(html).toContain('https://wa.me/5551991234567?text=')
    expect(html).toContain('Segunda a sexta, das 8h às 17h')
    expect(html).toContain('<li>Moinhos de Vento</li>')
    expect(html).toContain('href="https://www.persianasbeirario.com.br/fale-conosco"')
  })

  it('links every page to how an order works, on the page that holds it, and keeps "CNPJ" with its number', () => {
    for (const path of fixture.routes.keys())
      expect(renderPage(path), path).toContain('<a href="/fale-conosco#como-funciona-o-pedido">Pedidos, garantia e desistência</a>')
    expect(html).toContain('id="como-funciona-o-pedido"')
    expect(html).toContain('CNPJ\u00a011.222.333/0001-81')
    expect(html).not.toContain('CNPJ 11.222.333/0001-81')
  })

  it("builds a neighbourhood page from that folder's words", () => {
    const neighbourhood = renderPage('/persianas-centro-historico')
    expect(neighbourhood).toContain('<title>Persianas no Centro Histórico | Persianas Beira-Rio</title>')
    expect(neighbourhood).toContain('Atendimento no Centro Histórico')
    expect(neighbourhood).toContain(`https://wa.me/5551991234567?text=${encodeURIComponent('Olá! Quero persianas no Centro Histórico.')}`)
    expect(neighbourhood).not.toContain('Cortinas Sob Medida')
  })

  it('draws a share card for each of its pages, signed with its own brand, each a 1200x630 JPEG under 300 KB', async () => {
    const listed = shareCards(fixture)
    expect(listed.map((card) => card.key)).toEqual(expect.arrayContaining([...fixture.routes.keys()]))
    expect(new Set(listed.map((card) => card.brand))).toEqual(new Set([sources.site.brand]))
    expect(cards.map((card) => card.key).sort()).toEqual(listed.map((card) => card.key).sort())
    for (const { bytes } of cards) {
      const meta = await sharp(bytes).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', SHARE_SIZE.width, SHARE_SIZE.height])
      expect(bytes.byteLength).toBeLessThan(SHARE_MAX_BYTES)
    }
    const card = cards.find((drawn) => drawn.key === '/fale-conosco')
    expect(html).toContain(`<meta property="og:image" content="https://www.persianasbeirario.com.br/assets/${card?.fileName}"/>`)
  })

  it('says on the page its privacy link leads to how delivered jobs are published, as the launch check asks', () => {
    const privacy = renderPage(sources.labels.frame.privacyLink.href)
    expect(privacy).toMatch(new RegExp(`<p[^>]*>${deliveredJobsLead} só com a autorização do cliente por escrito`))
    const pages = [...fixture.routes.values()].map((page) => ({ file: 'tests/fixtures/site/pages', page }))
    expect(deliveredJobsDisclosure(pages, sources.labels.frame.privacyLink.href)).toEqual([])
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
