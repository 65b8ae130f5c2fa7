import { describe, expect, it } from 'vitest'
import { fillPlace, inNeighbourhood } from '../../../engine/routes/neighbourhoodPage'
import { siteContent } from '../../../pages/site'
import { useBrowser } from '../fixture'

const { neighbourhoods, neighbourhoodPage } = siteContent()

const browser = useBrowser()

/** The neighbourhood with the longest chat label, and the first with a plural preposition ('nos Jardins') if any. */
const longest = neighbourhoods.reduce((a, b) => (inNeighbourhood(b).length > inNeighbourhood(a).length ? b : a))
const checked = [...new Set([longest, neighbourhoods.find((n) => n.preposition.endsWith('s')) ?? longest])]

describe('neighbourhood pages', () => {
  it.each(checked.map((n) => [n.slug, n] as const))(
    '%s: the WhatsApp icon keeps its square when the chat label wraps at 390 px',
    async (_, n) => {
      const page = await browser.open(n.path, { viewport: { width: 390, height: 844 } })
      const chatLabel = fillPlace(neighbourhoodPage.cta.chatLabel, n)
      const button = page.locator('main a[href^="https://wa.me/"]', { hasText: chatLabel })
      // However short the owner's label, the button gets words enough to wrap, which is what used to squeeze the icon.
      await button.evaluate((link, words) => {
        for (let added = 0; added < 20 && link.getBoundingClientRect().height <= 60; added++) link.append(` ${words}`)
      }, chatLabel)
      const [icon, label] = await Promise.all([button.locator('svg').boundingBox(), button.boundingBox()])
      expect(icon?.width).toBe(22)
      expect(icon?.height).toBe(22)
      // The label wraps, which is what used to squeeze the icon.
      expect(label?.height).toBeGreaterThan(60)
      await page.context().close()
    },
  )

  it.each(checked.map((n) => [n.slug, n] as const))('%s: the closing paragraph starts on the page grid at 1280 px', async (_, n) => {
    const page = await browser.open(n.path, { viewport: { width: 1280, height: 800 } })
    const left = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => Math.round(element.getBoundingClientRect().left))
    const closing = page.locator('main p', { hasText: n.closing })
    const [grid, gallery, paragraph] = await Promise.all([
      left('main h1'),
      left('main h2'),
      closing.evaluate((element) => Math.round(element.getBoundingClientRect().left)),
    ])
    expect(paragraph).toBe(grid)
    expect(paragraph).toBe(gallery)
    await page.context().close()
  })

  it.each(checked.map((n) => [n.slug, n] as const))("%s: the chat button's message names the neighbourhood", async (_, n) => {
    const page = await browser.open(n.path)
    const href = await page.locator('main a[href^="https://wa.me/"]').getAttribute('href')
    const message = new URL(href ?? '').searchParams.get('text') ?? ''
    expect(message).toContain(`${n.preposition} ${n.name}`)
    expect(message).toMatch(/orçamento/)
    await page.context().close()
  })

  it.each(checked.map((n) => [n.slug, n] as const))(
    '%s: the gallery shows three different photos, each with its alt text',
    async (_, n) => {
      const page = await browser.open(n.path)
      const images = page.locator('main ul picture img')
      expect(await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual(
        n.gallery.map((picture) => picture.alt),
      )
      const sources = await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))
      expect(new Set(sources).size).toBe(3)
      await page.context().close()
    },
  )
})
