import { describe, expect, it } from 'vitest'
import { siteContent } from '../../pages/site'
import { sampleNeighbourhood } from '../contentSamples'
import { behavioursRan, stopClock, useBrowser } from './fixture'

const { neighbourhoods, site } = siteContent()

const chatLink = /^https:\/\/wa\.me\/55\d+\?text=Ol%C3%A1!%20Gostaria%20de%20solicitar%20um%20or%C3%A7amento%20sob%20medida\.$/

describe('shared frame', () => {
  const browser = useBrowser()

  it('marks the current menu item and hides the breadcrumb on home', async () => {
    const page = await browser.open('/')
    expect(await page.locator('header a[aria-current="page"]').innerText()).toBe('Início')
    const labels = await page.locator('header nav > ul > li > a').allInnerTexts()
    expect(labels).toEqual(['Início', 'Cortinas para Sala', 'Cortinas para Quarto', 'Blog', 'Portfólio', 'Contato'])
    expect(await page.locator('nav[aria-label="Trilha de navegação"]').count()).toBe(0)
    await page.goto(`${browser.baseUrl}/contato`)
    expect(await page.locator('header a[aria-current="page"]').innerText()).toBe('Contato')
    expect(await page.locator('nav[aria-label="Trilha de navegação"] li').allInnerTexts()).toEqual(['Início', 'Contato'])
    await page.context().close()
  })

  it('opens the neighbourhoods dropdown on click, closes it on a second click and 120 ms after focus leaves', async () => {
    const page = await browser.open('/contato')
    await stopClock(page)
    const summary = page.locator('summary', { hasText: 'Bairros que Atendemos' })
    const details = page.locator('details[data-dropdown]')
    await summary.click()
    expect(await details.getAttribute('open')).not.toBeNull()
    expect(await details.locator('a').count()).toBe(neighbourhoods.length)
    await summary.click()
    expect(await details.getAttribute('open')).toBeNull()
    await summary.focus()
    await page.keyboard.press('Enter')
    expect(await details.getAttribute('open')).not.toBeNull()
    await page.locator('main a').first().focus()
    await page.clock.runFor(119)
    expect(await details.getAttribute('open')).not.toBeNull()
    await page.clock.runFor(1)
    expect(await details.getAttribute('open')).toBeNull()
    await page.context().close()
  })

  it('closes the dropdown with Escape and returns focus to it', async () => {
    const page = await browser.open('/')
    await behavioursRan(page)
    await page.locator('summary').click()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    expect(await page.locator('details[data-dropdown]').getAttribute('open')).toBeNull()
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY')
    await page.context().close()
  })

  it('highlights the dropdown on neighbourhood routes', async () => {
    const page = await browser.open(sampleNeighbourhood().path)
    expect(await page.locator('summary').getAttribute('data-active')).toBe('true')
    await page.goto(`${browser.baseUrl}/portfolio`)
    expect(await page.locator('summary').getAttribute('data-active')).toBeNull()
    await page.context().close()
  })

  it('shows the footer and the floating green WhatsApp button', async () => {
    const page = await browser.open('/portfolio')
    const footer = page.locator('footer')
    await expect(footer.innerText()).resolves.toContain(site.tagline)
    expect(await footer.locator('nav a').allInnerTexts()).toEqual([
      'Início',
      'Blog',
      'Portfólio',
      'Contato',
      'Bairros que Atendemos',
      'Política de Privacidade',
    ])
    expect(await footer.locator('a', { hasText: 'Política de Privacidade' }).getAttribute('href')).toBe('/politica-de-privacidade')
    await expect(footer.innerText()).resolves.toContain(`© ${new Date().getFullYear()}`)
    const floating = page.locator('a[aria-label="Falar no WhatsApp"]')
    expect(await floating.getAttribute('href')).toMatch(chatLink)
    expect(await floating.getAttribute('target')).toBe('_blank')
    expect(await floating.getAttribute('rel')).toBe('noopener noreferrer')
    const style = await floating.evaluate((el) => ({
      position: getComputedStyle(el).position,
      background: getComputedStyle(el).backgroundColor,
    }))
    expect(style.position).toBe('fixed')
    const [r, g, b] = style.background.match(/\d+/g)!.map(Number) as [number, number, number]
    expect(g).toBeGreaterThan(r + 40)
    expect(g).toBeGreaterThan(b + 40)
    await page.context().close()
  })
})
