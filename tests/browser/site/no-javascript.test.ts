import { describe, expect, it } from 'vitest'
import { blocksOf, contentPagePaths, onFirst, pageWithBlock, sampleNeighbourhood } from '../../contentSamples'
import { useBrowser } from '../fixture'

const sample = sampleNeighbourhood()

describe('with JavaScript off', () => {
  const browser = useBrowser()

  it.each([...contentPagePaths(), sample.path])('%s shows its full content and working links', async (path) => {
    const page = await browser.open(path, { javaScriptEnabled: false })
    expect(await page.locator('h1').isVisible()).toBe(true)
    const hidden = await page
      .locator('main img')
      .evaluateAll(
        (imgs) => imgs.filter((img) => getComputedStyle(img).visibility === 'hidden' || Number(getComputedStyle(img).opacity) === 0).length,
      )
    expect(hidden).toBe(0)
    const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs.every((href) => href && href !== '#')).toBe(true)
    await page.context().close()
  })

  it('still opens the neighbourhoods dropdown and follows its links', async () => {
    const page = await browser.open('/', { javaScriptEnabled: false })
    await page.locator('summary').click()
    await page.locator(`details[data-dropdown] a[href="${sample.path}"]`).click()
    await page.waitForURL(`${browser.baseUrl}${sample.path}`)
    expect(await page.locator('h1').isVisible()).toBe(true)
    await page.context().close()
  })

  // On the first page with the block, if the owner keeps one: removing every such block leaves nothing to check.
  it.each(onFirst(pageWithBlock('testimonials')))('shows every testimonial one view at a time ($path)', async (carousel) => {
    const page = await browser.open(carousel.path, { javaScriptEnabled: false })
    const testimonials = blocksOf(carousel, 'testimonials').flatMap((block) => block.items)
    expect(await page.locator('[data-enhance="carousel"] > figure').count()).toBe(testimonials.length)
    await page.context().close()
  })

  it.each(onFirst(pageWithBlock('portfolio')))('opens portfolio photos directly ($path)', async (portfolio) => {
    const page = await browser.open(portfolio.path, { javaScriptEnabled: false })
    const href = await page.locator('[data-lightbox-item]').first().getAttribute('href')
    const image = await fetch(`${browser.baseUrl}${href}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
    await page.context().close()
  })
})
