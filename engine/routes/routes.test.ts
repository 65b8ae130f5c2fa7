import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { siteContent } from '../../pages/site'
import type { Page } from '../../schemas/page'
import type { BlockOf } from '../blocks/schema'
import { showsIllustrations } from '../media/illustrations'
import { neighbourhoodSchema } from '../../schemas/neighbourhood'
import { fillPlace, neighbourhoodPage as neighbourhoodPageOf } from './neighbourhoodPage'

const { neighbourhoods, routes, site, illustrations, neighbourhoodPage } = siteContent()

/** The words of a neighbourhood page's links: a link to a page showing illustrations takes its `illustrationsLabel`. */
const linkLabel = ({ label, illustrationsLabel, href }: (typeof neighbourhoodPage.links)[number]) =>
  illustrationsLabel && showsIllustrations(routes.get(href)?.blocks ?? [], illustrations) ? illustrationsLabel : label

/** The one block of `type` on a page. */
function blockOf<T extends Page['blocks'][number]['type']>(page: Page, type: T): BlockOf<T> {
  const found = page.blocks.filter((block): block is BlockOf<T> => block.type === type)
  expect(found, `${page.path} has one ${type} block`).toHaveLength(1)
  return found[0] as BlockOf<T>
}

describe('the route table', () => {
  const paths = [...routes.keys()]

  it('holds the home page, every file of content/pages and a page per neighbourhood file', () => {
    expect(paths).toContain('/')
    const pageFiles = readdirSync('content/pages').filter((name) => name.endsWith('.ts'))
    expect(paths).toHaveLength(pageFiles.length + neighbourhoods.length)
    expect(paths).toEqual(expect.arrayContaining(neighbourhoods.map((n) => n.path)))
  })

  it('files each page under its own path', () => {
    for (const [path, page] of routes) expect(page.path).toBe(path)
  })
})

describe('neighbourhood pages', () => {
  const cases = neighbourhoods.map((n) => ({ ...n, page: routes.get(n.path) }))

  it.each(cases)('/cortinas-$slug has the title, chat label, benefits, gallery and links of content/neighbourhoodPage.ts', (n) => {
    const { page } = n
    if (!page) throw new Error('page missing from the route table')
    expect(page.title).toBe(`${fillPlace(neighbourhoodPage.label, n)} | ${site.brand}`)
    const chat = blockOf(page, 'cta').actions.filter((action) => action.kind === 'chat')
    expect(chat.map((action) => action.label)).toEqual([fillPlace(neighbourhoodPage.cta.chatLabel, n)])
    expect(blockOf(page, 'bullets').items).toEqual(n.benefits)
    expect(blockOf(page, 'gallery').pictures).toEqual(n.gallery)
    const real = n.testimonial && !n.testimonial.example ? [{ ...n.testimonial, place: n.name }] : []
    expect(page.blocks.flatMap((block) => (block.type === 'testimonials' ? block.items : []))).toEqual(real)
    const links = blockOf(page, 'links').items.map((link) => [link.label, link.href])
    const { homeLink } = neighbourhoodPage
    expect(links).toEqual([
      ...neighbourhoodPage.links.map((link) => [linkLabel(link), link.href]),
      ...(n.linkHome ? [[homeLink.label, homeLink.href]] : []),
    ])
  })

  it('makes a whole page of a neighbourhood without a testimonial: every other block, and no testimonials section', () => {
    const [first] = neighbourhoods
    if (!first) return
    const parsed = neighbourhoodSchema.safeParse({ ...first, testimonial: undefined })
    expect(parsed.error).toBeUndefined()
    const page = neighbourhoodPageOf({ ...first, testimonial: undefined }, site, neighbourhoodPage, new Set())
    expect(page.blocks.map((block) => block.type)).toEqual(['pageIntro', 'bullets', 'gallery', 'cta', 'prose', 'links'])
  })
})
