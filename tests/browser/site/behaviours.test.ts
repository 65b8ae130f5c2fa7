import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { siteContent } from '../../../pages/site'
import { blocksOf, contentPagePaths, onFirst, pageWithBlock } from '../../contentSamples'
import { behavioursRan, stopClock, useBrowser } from '../fixture'
import { madeCarousel, madeSlides, openWithBlocks } from '../madeBlocks'

const words = siteContent().labels.testimonials

/** The first content page with a grid revealed on scroll, and one with a portfolio. */
const revealPage = contentPagePaths().find((path) =>
  siteContent()
    .routes.get(path)
    ?.blocks.some((block) => block.type === 'cards' && block.reveal),
)
const portfolioPage = pageWithBlock('portfolio')

/** How many testimonials the made carousel rotates through. */
const testimonials = madeCarousel.items.length

/** Each slide's state with slide `index` in `state` and the rest hidden. */
const slideStates = (index: number, state: 'shown' | 'fading') =>
  Array.from({ length: testimonials }, (_, slide) => (slide === index ? state : 'hidden'))

// The carousel runs on testimonials the test makes (madeBlocks.ts), since the owner may keep one or none. Each other
// behaviour runs on the first page that has it (onFirst): with the block gone from the owner's site, its test goes
// too, and a describe left without tests would fail the file, so these stand at the top level.
const browser = useBrowser()

/** The photos of the portfolio page, however many the owner shows. */
const portfolioItems = portfolioPage && blocksOf(portfolioPage, 'portfolio').flatMap((block) => block.items).length

it('rotates testimonials every 6 s with a 1.2 s fade, one at a time', async () => {
  const page = await openWithBlocks(browser, '/', [madeCarousel])
  await stopClock(page)
  const states = () => madeSlides(page).evaluateAll((slides) => slides.map((s) => (s as HTMLElement).dataset.state))
  await expect.poll(states).toEqual(slideStates(0, 'shown'))
  await page.clock.runFor(5999)
  expect(await states()).toEqual(slideStates(0, 'shown'))
  await page.clock.runFor(1)
  expect(await states()).toEqual(slideStates(0, 'fading'))
  await page.clock.runFor(1199)
  expect(await states()).toEqual(slideStates(0, 'fading'))
  await page.clock.runFor(1)
  expect(await states()).toEqual(slideStates(1, 'shown'))
  // The rest of the round, 7.2 s a slide, comes back to the first.
  await page.clock.runFor(7200 * (testimonials - 1))
  expect(await states()).toEqual(slideStates(0, 'shown'))
  await page.context().close()
})

it("does not rotate for visitors who prefer reduced motion, and offers to continue in the content's words", async () => {
  const page = await openWithBlocks(browser, '/', [madeCarousel], { context: { reducedMotion: 'reduce' } })
  await stopClock(page)
  const toggle = page.locator(`section[aria-label="${madeCarousel.heading}"] [data-carousel-toggle]`)
  await expect.poll(() => toggle.innerText()).toBe(words.resume)
  await page.clock.runFor(13_000)
  expect(await madeSlides(page).first().getAttribute('data-state')).toBe('shown')
  await toggle.click()
  expect(await toggle.innerText()).toBe(words.pause)
  expect(await toggle.getAttribute('aria-pressed')).toBe('false')
  await page.context().close()
})

it.each(onFirst(revealPage))('reveals the model grid once it reaches 85%% of the viewport (%s)', async (path) => {
  const page = await browser.open(path, { viewport: { width: 1280, height: 800 } })
  const grid = page.locator('[data-enhance="reveal"]')
  await expect.poll(() => grid.getAttribute('data-reveal')).toBe('hidden')
  await grid.scrollIntoViewIfNeeded()
  await expect.poll(() => grid.getAttribute('data-reveal')).toBe('shown')
  await page.evaluate(() => window.scrollTo(0, 0))
  expect(await grid.getAttribute('data-reveal')).toBe('shown')
  await page.context().close()
})

it.each(onFirst(portfolioPage?.path))(
  'opens full screen, wraps both ways, closes on Escape and backdrop and returns focus (%s)',
  async (path) => {
    const page = await browser.open(path)
    await behavioursRan(page)
    const items = page.locator('[data-lightbox-item]')
    expect(await items.count()).toBe(portfolioItems)
    const dialog = page.locator('dialog[data-lightbox]')
    const caption = dialog.locator('[data-lightbox-caption]')
    const captions = await items.evaluateAll((links) => links.map((link) => link.getAttribute('data-caption')))
    await items.nth(0).click()
    expect(await dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true)
    const box = await dialog.boundingBox()
    expect(box?.width).toBe(page.viewportSize()?.width)
    expect(await caption.innerText()).toBe(captions[0])
    await dialog.locator('[data-lightbox-prev]').click()
    expect(await caption.innerText()).toBe(captions.at(-1))
    await dialog.locator('[data-lightbox-next]').click()
    await page.keyboard.press('ArrowRight')
    expect(await caption.innerText()).toBe(captions[1 % captions.length])
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    expect(await caption.innerText()).toBe(captions.at(-1))
    await page.keyboard.press('Escape')
    expect(await dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-caption'))).toBe(captions[0])
    await items.last().click()
    await page.mouse.click(5, 5)
    expect(await dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false)
    await items.nth(1 % captions.length).click()
    await dialog.locator('[data-lightbox-close]').click()
    expect(await dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false)
    await page.context().close()
  },
)

describe('what loads before the first paint', () => {
  const browser = useBrowser()

  it.each(['/', '/blog', '/pagina-que-nao-existe'])(
    '%s asks for no script file: its one script is inline, allowed by its hash',
    async (path) => {
      const response = await fetch(`${browser.baseUrl}${path}`)
      const html = await response.text()
      expect(html).not.toMatch(/<script[^>]* src=/)
      const inline = [...html.matchAll(/<script type="module">(.*?)<\/script>/gs)].map((match) => match[1] ?? '')
      expect(inline).toHaveLength(1)
      const hash = createHash('sha256')
        .update(inline[0] ?? '')
        .digest('base64')
      expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}'`)
    },
  )

  it('fetches the behaviours only after the load event', async () => {
    const page = await browser.open('/')
    await behavioursRan(page)
    const { loaded, behaviours } = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const chunks = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/assets/chunks/'))
      return { loaded: navigation.loadEventEnd, behaviours: chunks.map((entry) => entry.startTime) }
    })
    expect(behaviours.length).toBeGreaterThan(0)
    for (const start of behaviours) expect(start).toBeGreaterThan(loaded)
    await page.context().close()
  })
})
