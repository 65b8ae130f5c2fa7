import { describe, expect, it } from 'vitest'
import { siteContent } from '../../pages/site'
import { BLOG_PATH } from '../routes/sitePaths'
import { stripBrandSuffix } from './breadcrumb'
import { cardImage, mainPhoto, picturesIn, shareCards, SITE_CARD } from './shareCards'

const content = siteContent()
const { site, routes, neighbourhoods } = content
const cards = new Map(shareCards(content).map((card) => [card.key, card]))

describe('shareCards', () => {
  it('lists one card per prerendered page, the blog list and the site, each signed with the brand', () => {
    expect([...cards.keys()].sort()).toEqual([...routes.keys(), BLOG_PATH, SITE_CARD].sort())
    for (const card of cards.values()) expect(card.brand).toBe(site.brand)
  })

  it.each([...routes.values()].map((page) => [page.path, page] as const))(
    "%s: the page's title without the brand, over the photo it names or else the first it shows",
    (_, page) => {
      const card = cards.get(page.path)
      expect(card?.title).toBe(page.cardTitle ?? stripBrandSuffix(page.title, site.brand))
      expect(card?.photo).toBe(page.ogImage ?? picturesIn(page.blocks)[0]?.image ?? null)
    },
  )

  it.each(neighbourhoods.map((n) => [n.path, n] as const))('%s: its own title over its first gallery photo', (path, n) => {
    const card = cards.get(path)
    expect(card?.photo).toBe(n.gallery[0]?.image)
    expect(card?.title).toContain(n.name)
  })

  it('draws the brand card for pages that show no photo, and for the blog list', () => {
    const bare = [...routes.values()].filter((page) => !mainPhoto(page))
    expect(bare.length).toBeGreaterThan(0)
    for (const page of bare) expect(cards.get(page.path)?.photo).toBeNull()
    expect(cards.get(BLOG_PATH)).toMatchObject({ title: stripBrandSuffix(content.blog.title, site.brand), photo: null })
  })

  it("puts the tagline over the site's share photo on the site's own card", () => {
    expect(cards.get(SITE_CARD)).toMatchObject({ title: site.tagline, photo: site.shareImage.image })
  })

  it('has a drawn file for every card, a different one for every page', () => {
    const files = [...cards.keys()].map((key) => content.cardFiles[key]?.src)
    expect(files.every(Boolean)).toBe(true)
    expect(new Set(files).size).toBe(files.length)
  })

  it("joins the photo's alt to a title that has a colon with a dash, never a second colon", () => {
    const file = { src: '/assets/card.jpg', width: 1200, height: 630 }
    const image = (title: string) =>
      cardImage({ site, cardFiles: { '/a': file } }, { key: '/a', title, brand: site.brand, photo: 'sala' }, 'Sala com linho')
    expect(image('Cortinas residenciais: como escolher').alt).toBe('Cortinas residenciais: como escolher — sala com linho')
    expect(image('Cortinas para sala').alt).toBe('Cortinas para sala: sala com linho')
  })
})
