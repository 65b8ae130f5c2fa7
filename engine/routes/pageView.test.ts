import { describe, expect, it } from 'vitest'
import { siteContent } from '../../pages/site'
import { pageView } from './pageView'

const content = siteContent()
const { site } = content
const contentPages = () => [...content.routes.values()]

describe('pageView', () => {
  const withShareImage = contentPages().filter((page) => page.ogImage)

  it('has content pages with their own share image to check', () => {
    expect(withShareImage.length).toBeGreaterThan(0)
  })

  it("shows the site's preview photo elsewhere, described as a photo rather than by the business's description", () => {
    const home = contentPages().find((page) => page.path === '/')
    if (!home || home.ogImage) throw new Error('the home page should use the site preview photo')
    const { alt } = pageView(content, home).head.image
    expect(alt).toBe(site.shareImage.alt)
    expect(alt).not.toBe(site.description)
  })

  it.each(withShareImage.map((page) => [page.path, page] as const))(
    '%s: the share image is described by the alt its page gives that photo',
    (_, page) => {
      const alt = pageView(content, page).head.image.alt
      expect(alt).not.toBe(page.title)
      expect(JSON.stringify(page.blocks)).toContain(JSON.stringify({ image: page.ogImage, alt }).slice(1, -1))
    },
  )

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
