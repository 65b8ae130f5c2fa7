import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { siteContent } from '../../../pages/site'
import { contentPagePaths, pageWithAction } from '../../contentSamples'
import { useBrowser } from '../fixture'

const { navigation, routes } = siteContent()

const devices: BrowserContextOptions[] = [
  { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true },
  { viewport: { width: 1280, height: 800 } },
]

/** Content pages with a call-to-action band: the floating button used to cover its buttons. */
const ctaPaths = contentPagePaths().filter((path) => routes.get(path)?.blocks.some((block) => block.type === 'cta'))

/** The home page, the first page with a phone button and the first other page with a call-to-action band. */
const phonePath = pageWithAction('phone')?.path
const pages = [...new Set(['/', ...(phonePath ? [phonePath] : []), ...ctaPaths.filter((path) => path !== '/').slice(0, 1)])]

const floating = (page: Page) => page.locator('a[data-floating-chat]')

/**
 * Scrolls from top to bottom a quarter screen at a time and, once the observers have run, lists every
 * position where the shown floating button overlaps one of the page's own chat or phone buttons.
 */
function overlapsWhileScrolling(page: Page): Promise<{ overlaps: string[]; shownAt: number }> {
  return page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const button = document.querySelector('a[data-floating-chat]')!
    const inline = Array.from(document.querySelectorAll<HTMLElement>('main a[href^="https://wa.me/"], main a[href^="tel:"]'))
    const overlaps: string[] = []
    let shownAt = 0
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 4) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await frames()
      if (getComputedStyle(button).visibility === 'hidden') continue
      shownAt++
      const a = button.getBoundingClientRect()
      for (const link of inline) {
        const b = link.getBoundingClientRect()
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
          overlaps.push(`'${link.textContent}' at scroll ${Math.round(y)}`)
      }
    }
    return { overlaps, shownAt }
  })
}

describe('floating WhatsApp button', () => {
  const browser = useBrowser()
  const cases = pages.flatMap((path) => devices.map((device) => [path, device.viewport!.width, device] as const))

  // Reduced motion turns the fade off, so what the observer decided shows in the very next frames.
  it.each(cases)('%s at %i px: never overlaps the page’s own chat and phone buttons', async (path, _, device) => {
    const page = await browser.open(path, { ...device, reducedMotion: 'reduce' })
    const own = page.locator('main a[href^="https://wa.me/"], main a[href^="tel:"]')
    expect(await own.count()).toBeGreaterThan(0)
    // With one of them on the first screen (or just below it), the floating one steps aside at once.
    const onFirstScreen = await own.evaluateAll((links) =>
      links.some((link) => {
        const box = link.getBoundingClientRect()
        return box.top < window.innerHeight + 120 && box.bottom > (document.querySelector('header')?.offsetHeight ?? 0)
      }),
    )
    if (onFirstScreen) await expect.poll(() => floating(page).isVisible()).toBe(false)
    const { overlaps, shownAt } = await overlapsWhileScrolling(page)
    expect(overlaps).toEqual([])
    expect(shownAt).toBeGreaterThan(0)
    await page.context().close()
  })

  it('stays on screen with JavaScript off, as on every page', async () => {
    const page = await browser.open('/', { ...devices[0], javaScriptEnabled: false })
    expect(await floating(page).isVisible()).toBe(true)
    await page.context().close()
  })
})

const channels = (colour: string) =>
  colour
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map((value) => Number(value) / 255)
const luminance = (colour: string) => {
  const [r, g, b] = channels(colour).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** Tabs through the page and returns each focused element's outline colour and the opaque background around it. */
async function focusRings(page: Page): Promise<{ name: string; ring: string; background: string }[]> {
  const rings: { name: string; ring: string; background: string }[] = []
  for (let presses = 0; presses < 200; presses++) {
    await page.keyboard.press('Tab')
    const ring = await page.evaluate(() => {
      const element = document.activeElement
      if (!element || element === document.body) return null
      let around = element.parentElement
      while (around && /rgba\(.*, 0(\.\d+)?\)|transparent/.test(getComputedStyle(around).backgroundColor)) around = around.parentElement
      return {
        name: element.textContent?.trim() ?? '',
        ring: getComputedStyle(element).outlineColor,
        background: getComputedStyle(around ?? document.body).backgroundColor,
      }
    })
    if (!ring) return rings
    rings.push(ring)
  }
  throw new Error('focus never left the page')
}

describe('focus ring on the dark bands', () => {
  const browser = useBrowser()

  it.each(ctaPaths.length ? ctaPaths.slice(0, 2) : ['/'])(
    '%s: the ring contrasts at least 3:1 with the footer and the call-to-action band',
    async (path) => {
      const page = await browser.open(path, devices[2])
      const onDark = (await focusRings(page)).filter((stop) => luminance(stop.background) < 0.2)
      // The footer's links and its privacy link, besides the call-to-action band's buttons.
      expect(onDark.length).toBeGreaterThanOrEqual(navigation.footer.length + 1)
      for (const stop of onDark) expect(contrast(stop.ring, stop.background), stop.name).toBeGreaterThanOrEqual(3)
      await page.context().close()
    },
  )

  it('gives the floating button a ring that reads on the light page and on the dark footer', async () => {
    // Without JavaScript the floating button never steps aside, whatever buttons the page has.
    const page = await browser.open('/', { ...devices[2], javaScriptEnabled: false })
    await page.keyboard.press('Tab')
    await floating(page).focus()
    const style = await floating(page).evaluate((element) => ({
      focusVisible: element.matches(':focus-visible'),
      ring: getComputedStyle(element).outlineColor,
      halo: getComputedStyle(element).boxShadow,
      light: getComputedStyle(document.body).backgroundColor,
      dark: getComputedStyle(document.querySelector('footer')!).backgroundColor,
    }))
    expect(style.focusVisible).toBe(true)
    expect(contrast(style.ring, style.light)).toBeGreaterThanOrEqual(3)
    expect(contrast(style.halo, style.dark)).toBeGreaterThanOrEqual(3)
    await page.context().close()
  })
})
