import { describe, expect, it } from 'vitest'
import { orderTermsAnchor, orderTermsLinkLabel } from '../../../engine/blocks/orderTerms/terms'
import { breadcrumbFor } from '../../../engine/routes/pageView'
import { chatUrl } from '../../../engine/site/links'
import { siteContent } from '../../../pages/site'
import { sampleNeighbourhood } from '../../contentSamples'
import { behavioursRan, stopClock, useBrowser } from '../fixture'

const content = siteContent()
const { labels, navigation, neighbourhoods, routes, site } = content

/** The main menu's link to the home page, and its first link to another content page. */
const homeItem = navigation.main.find((link) => link.href === '/')
const menuPage = navigation.main.flatMap((link) => {
  const page = routes.get(link.href)
  return page && page.path !== '/' ? [{ link, page }] : []
})[0]
if (!menuPage) throw new Error('content/navigation.ts main has no link to a content page besides the home page')

/** The breadcrumb a page shows, as the engine builds it from content/navigation.ts and the page's title. */
/** The page that says how an order works, which the footer links to. */
const orderPage = [...routes.values()].find((page) => page.blocks.some((block) => block.type === 'orderTerms'))

const crumbsOf = (path: string, title: string) => breadcrumbFor(content, path, title)?.map((crumb) => crumb.name)

describe('shared frame', () => {
  const browser = useBrowser()

  it('marks the current menu item and hides the breadcrumb on home', async () => {
    const page = await browser.open('/')
    const current = page.locator('header a[aria-current="page"]')
    if (homeItem) expect(await current.innerText()).toBe(homeItem.label)
    else expect(await current.count()).toBe(0)
    const menu = await page.locator('header nav > ul > li > a').allInnerTexts()
    expect(menu).toEqual(navigation.main.map((link) => link.label))
    const breadcrumb = page.locator(`nav[aria-label="${labels.frame.breadcrumbLabel}"]`)
    expect(await breadcrumb.count()).toBe(0)
    await page.goto(`${browser.baseUrl}${menuPage.link.href}`)
    expect(await current.innerText()).toBe(menuPage.link.label)
    expect(await breadcrumb.locator('li').allInnerTexts()).toEqual(crumbsOf(menuPage.page.path, menuPage.page.title))
    await page.context().close()
  })

  it('opens the neighbourhoods dropdown on click, closes it on a second click and 120 ms after focus leaves', async () => {
    const page = await browser.open(menuPage.link.href)
    await stopClock(page)
    const summary = page.locator('summary', { hasText: navigation.neighbourhoodsLabel })
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
    await page.goto(`${browser.baseUrl}${menuPage.link.href}`)
    expect(await page.locator('summary').getAttribute('data-active')).toBeNull()
    await page.context().close()
  })

  it('shows the footer, with its illustrations note while any image is one, and the floating green WhatsApp button', async () => {
    const page = await browser.open(menuPage.link.href)
    const footer = page.locator('footer')
    await expect(footer.innerText()).resolves.toContain(site.tagline)
    const { privacyLink } = labels.frame
    expect(await footer.locator('nav a').allInnerTexts()).toEqual([
      ...navigation.footer.map((link) => link.label),
      privacyLink.label,
      ...(orderPage ? [orderTermsLinkLabel] : []),
    ])
    expect(await footer.locator('a', { hasText: privacyLink.label }).getAttribute('href')).toBe(privacyLink.href)
    if (orderPage)
      expect(await footer.locator('a', { hasText: orderTermsLinkLabel }).getAttribute('href')).toBe(`${orderPage.path}#${orderTermsAnchor}`)
    await expect(footer.innerText()).resolves.toContain(`© ${new Date().getFullYear()}`)
    const { illustrationsNote } = labels.frame
    if (illustrationsNote && content.illustrations.size) await expect(footer.innerText()).resolves.toContain(illustrationsNote)
    const floating = page.locator(`a[aria-label="${labels.frame.chatButtonLabel}"]`)
    expect(await floating.getAttribute('href')).toBe(chatUrl(site))
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
