import { describe, expect, it } from 'vitest'
import { siteContent } from '../../../pages/site'
import { useBrowser } from '../fixture'

const { labels, navigation, site } = siteContent()
const words = labels.errors

const browser = useBrowser()

/** The main pages the not-found page offers: the menus' links, home left to its own button. */
const mainPages = [...new Set([...navigation.main, ...navigation.footer].map((link) => link.href))].filter((href) => href !== '/')

describe('not-found page', () => {
  it.each([390, 1280])(
    "keeps the spec's '404' and 'Oops! Page not found', adds a pt-BR line, and is one tap from home at %i px",
    async (width) => {
      const response = await fetch(`${browser.baseUrl}/nao-existe`)
      expect(response.status).toBe(404)
      const page = await browser.open('/nao-existe', { viewport: { width, height: 800 } })
      const main = page.locator('main')
      expect(await main.locator('h1').innerText()).toBe(words.notFoundCode)
      expect(await main.getByText(words.notFoundTitle.text, { exact: true }).getAttribute('lang')).toBe(words.notFoundTitle.lang ?? null)
      const lines = await main.locator('p:not([lang])').allInnerTexts()
      expect(lines.length).toBeGreaterThan(0)
      const home = main.locator('a[href="/"]')
      expect(await home.count()).toBe(1)
      const box = await home.boundingBox()
      expect(box?.y ?? Infinity).toBeLessThan(800)
      expect(box?.height).toBeGreaterThanOrEqual(44)
      await page.context().close()
    },
  )

  it('offers the chat button and links to the main pages, all of which answer', async () => {
    const page = await browser.open('/uma/pagina/que/nao-existe')
    const main = page.locator('main')
    const chat = main.locator('a[href^="https://wa.me/"]')
    expect(await chat.count()).toBe(1)
    expect(await chat.getAttribute('href')).toBe(`https://wa.me/${site.phone}?text=${encodeURIComponent(site.chatMessage)}`)
    expect(await chat.getAttribute('target')).toBe('_blank')
    expect(await chat.getAttribute('rel')).toBe('noopener noreferrer')
    const links = main.getByRole('navigation', { name: words.mainPagesLabel }).locator('a')
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))
    expect(hrefs).toEqual(mainPages)
    for (const href of hrefs) expect((await fetch(`${browser.baseUrl}${href}`)).status, href).toBe(200)
    await page.context().close()
  })

  it('takes the visitor home in one tap', async () => {
    const page = await browser.open('/nao-existe', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    await page.locator('main a[href="/"]').tap()
    await page.waitForURL(`${browser.baseUrl}/`)
    expect(await page.title()).not.toContain('Página não encontrada')
    await page.context().close()
  })
})
