import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { launchChromium } from './chromium'

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
