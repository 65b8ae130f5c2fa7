import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { launchChromium } from './chromium'

/** Scrolls to the bottom and back as a reader would, so lazy images load and reveals finish. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
  })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1000)
}

/** Opens Chromium once per test file and hands out fresh pages on the production server. */
export function useBrowser() {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })
  const baseUrl = inject('baseUrl')
  return {
    baseUrl,
    async open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
      const context = await browser.newContext({ locale: 'pt-BR', ...options })
      const page = await context.newPage()
      await page.goto(`${baseUrl}${path}`)
      return page
    },
  }
}
