import { describe, expect, it } from 'vitest'
import { siteContent } from '../../pages/site'
import type { Page } from '../../schemas/page'
import type { BlockOf } from '../blocks/schema'
import { showsIllustrations } from '../media/illustrations'
import { buildRouteTable } from './routeTable'

const { neighbourhoods, routes, site, illustrations, neighbourhoodPage } = siteContent()

/** The spec's 'Veja outros projetos' once the portfolio shows delivered work; until then the content's own words. */
const portfolioLinkLabel = showsIllustrations(routes.get('/portfolio')?.blocks ?? [], illustrations)
  ? neighbourhoodPage.links[0]?.illustrationsLabel
  : 'Veja outros projetos'

/** Routes of the spec's route table that are prerendered content pages, with a page per neighbourhood file. */
const requiredPaths = [
  '/',
  '/cortina-para-sala',
  '/cortina-para-quarto',
  '/portfolio',
  '/contato',
  '/bairros-atendidos',
  ...neighbourhoods.map((n) => n.path),
]

/** Routes of the spec that may also become content pages (the static blog articles), and the privacy policy the design card allows. */
const optionalPaths = ['/blog-cortinas-residenciais', '/blog-como-encomendar-cortina', '/politica-de-privacidade']

/** The one block of `type` on a page. */
function blockOf<T extends Page['blocks'][number]['type']>(page: Page, type: T): BlockOf<T> {
  const found = page.blocks.filter((block): block is BlockOf<T> => block.type === type)
  expect(found, `${page.path} has one ${type} block`).toHaveLength(1)
  return found[0] as BlockOf<T>
}

/** A minimal valid page on `path`. */
const pageOn = (path: string): Page => ({
  path,
  title: 'Página de teste | Marca',
  description: 'd'.repeat(60),
  jsonLd: [],
  blocks: [{ type: 'prose', paragraphs: ['Texto.'], actions: [] }],
})

describe('routeTable', () => {
  const paths = [...routes.keys()]

  it('holds every content route of the spec', () => {
    expect(paths).toEqual(expect.arrayContaining(requiredPaths))
    expect(paths.filter((path) => path.startsWith('/cortinas-'))).toHaveLength(neighbourhoods.length)
  })

  it('holds no route the spec does not list', () => {
    expect(paths.filter((path) => !requiredPaths.includes(path) && !optionalPaths.includes(path))).toEqual([])
  })

  it('files each page under its own path', () => {
    for (const [path, page] of routes) expect(page.path).toBe(path)
  })
})

describe('buildRouteTable', () => {
  it('refuses two pages on one path', () => {
    expect(() => buildRouteTable([pageOn('/contato'), pageOn('/contato')], [])).toThrow('Duas páginas usam o endereço /contato')
  })

  it('refuses a content page on a neighbourhood path', () => {
    expect(() => buildRouteTable([pageOn('/cortinas-moema')], [pageOn('/cortinas-moema')])).toThrow('/cortinas-moema')
  })

  it('keeps content pages first, then neighbourhood pages', () => {
    expect([...buildRouteTable([pageOn('/a'), pageOn('/b')], [pageOn('/cortinas-c')]).keys()]).toEqual(['/a', '/b', '/cortinas-c'])
  })
})

describe('neighbourhood pages', () => {
  const cases = neighbourhoods.map((n) => ({ ...n, page: routes.get(`/cortinas-${n.slug}`) }))

  it.each(cases)(
    '/cortinas-$slug has the title, chat label, benefits, gallery and links of the spec',
    ({ name, preposition, linkHome, page }) => {
      if (!page) throw new Error('page missing from the route table')
      expect(page.title).toBe(`Cortinas Sob Medida ${preposition} ${name} | ${site.brand}`)
      const chat = blockOf(page, 'cta').actions.filter((action) => action.kind === 'chat')
      expect(chat.map((action) => action.label)).toEqual([`Solicite seu orçamento para cortinas sob medida ${preposition} ${name}`])
      expect(blockOf(page, 'bullets').items).toHaveLength(5)
      expect(blockOf(page, 'gallery').pictures).toHaveLength(3)
      expect(blockOf(page, 'testimonials').items).toEqual([expect.objectContaining({ place: name })])
      const links = blockOf(page, 'links').items.map((link) => [link.label, link.href])
      expect(links).toEqual([[portfolioLinkLabel, '/portfolio'], ['Conteúdo no Blog', '/blog'], ...(linkHome ? [['Início', '/']] : [])])
    },
  )

  it("omits 'Início' on some pages and keeps it on others", () => {
    const linksHome = cases.map(({ page }) => page && blockOf(page, 'links').items.some((link) => link.href === '/'))
    expect(linksHome).toContain(false)
    expect(linksHome).toContain(true)
  })
})
