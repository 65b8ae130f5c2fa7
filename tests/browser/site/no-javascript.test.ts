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

  // On the first page with testimonials, however many the owner keeps (none: nothing to check): every one is on
  // the page, each a whole view to the right of the one before, so a swipe shows the next.
  const testimonialsPage = pageWithBlock('testimonials')
  const shown = testimonialsPage && blocksOf(testimonialsPage, 'testimonials').find((block) => block.items.length > 0)
  it.each(onFirst(testimonialsPage && shown ? { path: testimonialsPage.path, block: shown } : undefined))(
    'shows every testimonial one view at a time ($path)',
    async ({ path, block }) => {
      const page = await browser.open(path, { javaScriptEnabled: false })
      const slides = page.locator(`section[aria-label="${block.heading}"] figure`)
      expect(await slides.count()).toBe(block.items.length)
      const steps = await slides.evaluateAll((figures) =>
        figures.slice(1).map((figure, i) => {
          const track = figure.parentElement as HTMLElement
          return (figure as HTMLElement).offsetLeft - (figures[i] as HTMLElement).offsetLeft - track.clientWidth
        }),
      )
      expect(steps.every((step) => Math.abs(step) <= 1)).toBe(true)
      await page.context().close()
    },
  )

  it.each(onFirst(pageWithBlock('portfolio')))('opens portfolio photos directly ($path)', async (portfolio) => {
    const page = await browser.open(portfolio.path, { javaScriptEnabled: false })
    const href = await page.locator('[data-lightbox-item]').first().getAttribute('href')
    const image = await fetch(`${browser.baseUrl}${href}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
    await page.context().close()
  })
})
