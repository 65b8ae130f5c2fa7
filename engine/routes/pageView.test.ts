import { describe, expect, it } from 'vitest'
import { siteContent } from '../../pages/site'
import { stripBrandSuffix } from '../seo/breadcrumb'
import { mainPhoto, SITE_CARD } from '../seo/shareCards'
import { lowerFirst } from '../text/format'
import { headFor, pageView } from './pageView'

const content = siteContent()
const { site } = content
const contentPages = () => [...content.routes.values()]

describe('pageView', () => {
  it.each(contentPages().map((page) => [page.path, page] as const))(
    '%s: shares its own card, absolute from the site URL and described by its title and main photo',
    (_, page) => {
      const { image } = pageView(content, page).head
      expect(image.url).toBe(`${site.siteUrl}${content.cardFiles[page.path]?.src}`)
      expect([image.width, image.height]).toEqual([1200, 630])
      expect(image.alt.startsWith(page.cardTitle ?? stripBrandSuffix(page.title, site.brand))).toBe(true)
      const photo = mainPhoto(page)
      if (photo?.alt)
        expect([`: ${lowerFirst(photo.alt)}`, ` — ${lowerFirst(photo.alt)}`].some((end) => image.alt.endsWith(end))).toBe(true)
    },
  )

  it("gives a page with no card of its own the site's card, described by the site's share photo", () => {
    const { image } = headFor(content, { path: '/nao-existe', title: 't', description: 'd', jsonLd: [] }, null)
    expect(image.url).toBe(`${site.siteUrl}${content.cardFiles[SITE_CARD]?.src}`)
    expect(image.alt).toContain(`: ${lowerFirst(site.shareImage.alt)}`)
    expect(new Set(contentPages().map((page) => pageView(content, page).head.image.url))).not.toContain(image.url)
  })

  const articles = contentPages().filter((page) => page.blocks.some((block) => block.type === 'article'))

  it.each(articles.map((page) => [page.path, page] as const))(
    '%s: an article to crawlers, with its headline, date, author and photo',
    (_, page) => {
      const article = page.blocks.find((block) => block.type === 'article')
      const { head } = pageView(content, page)
      expect(head.type).toBe('article')
      expect(head.jsonLd.map((data) => data['@type'])).toEqual(['Article', 'BreadcrumbList'])
      expect(head.jsonLd[0]).toMatchObject({
        url: head.canonical,
        headline: article?.type === 'article' ? article.heading : undefined,
        datePublished: article?.type === 'article' ? article.published : undefined,
        image: head.image.url,
        inLanguage: 'pt-BR',
        author: { '@type': 'Person', name: site.ownerName },
      })
    },
  )

  it('is a website, not an article, on pages without an article block', () => {
    const others = contentPages().filter((page) => !articles.includes(page))
    expect(others.length).toBeGreaterThan(0)
    for (const page of others) expect(pageView(content, page).head.jsonLd.map((data) => data['@type'])).not.toContain('Article')
  })
})
