import { describe, expect, it } from 'vitest'
import { contentPages, site } from '../content'
import { pageView } from './pageView'

describe('pageView', () => {
  const withShareImage = contentPages().filter((page) => page.ogImage)

  it('has content pages with their own share image to check', () => {
    expect(withShareImage.length).toBeGreaterThan(0)
  })

  it("shows the site's preview photo elsewhere, described as a photo rather than by the business's description", () => {
    const home = contentPages().find((page) => page.path === '/')
    if (!home || home.ogImage) throw new Error('the home page should use the site preview photo')
    const { alt } = pageView(home).head.image
    expect(alt).toBe(site.shareImage.alt)
    expect(alt).not.toBe(site.description)
  })

  it.each(withShareImage.map((page) => [page.path, page] as const))('%s: the share image is described by the alt its page gives that photo', (_, page) => {
    const alt = pageView(page).head.image.alt
    expect(alt).not.toBe(page.title)
    expect(JSON.stringify(page.blocks)).toContain(JSON.stringify({ image: page.ogImage, alt }).slice(1, -1))
  })
})
