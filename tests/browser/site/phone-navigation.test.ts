import type { BrowserContextOptions, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { siteContent } from '../../../pages/site'
import { sampleNeighbourhood } from '../../contentSamples'
import { axeViolations } from '../axe'
import { behavioursRan, useBrowser } from '../fixture'

const { labels, navigation, neighbourhoods, routes } = siteContent()
const { menuButton: menuWord, mainMenuLabel } = labels.frame

/** The main menu's first link to a content page besides home, which its page marks as current. */
const menuPage = navigation.main.find((link) => link.href !== '/' && routes.has(link.href))
if (!menuPage) throw new Error('content/navigation.ts main has no link to a content page besides the home page')

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } satisfies BrowserContextOptions
const tablet = { viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true } satisfies BrowserContextOptions
const desktop = { viewport: { width: 1280, height: 800 } } satisfies BrowserContextOptions

/** Phone and tablet, each with JavaScript on and off; each case walks to a different neighbourhood. */
const cases = [phone, tablet].flatMap((device) => [true, false].map((javaScriptEnabled) => ({ device, javaScriptEnabled })))
const caseName = ({ device, javaScriptEnabled }: (typeof cases)[number]) =>
  `${device.viewport.width} px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`
const targets = cases.map((_, index) => neighbourhoods[(index * 5) % neighbourhoods.length]!)

const menuButton = (page: Page) => page.getByRole('button', { name: menuWord, exact: true })
const panel = (page: Page) => page.locator(`nav[aria-label="${mainMenuLabel}"]`)
const group = (page: Page) => panel(page).locator('details[data-dropdown]')
const isOpen = (details: Locator) => details.evaluate((element) => (element as HTMLDetailsElement).open)

/** The menu links, by name, that a tap at their centre would miss: covered, clipped or off screen. */
function untappable(page: Page, names: readonly string[]): Promise<string[]> {
  return panel(page).evaluate(
    (nav, names) =>
      names.filter((name) => {
        const link = Array.from(nav.querySelectorAll('a')).find((a) => a.textContent === name)
        if (!link) return true
        link.scrollIntoView({ block: 'nearest' })
        const box = link.getBoundingClientRect()
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        return box.width === 0 || hit === null || !link.contains(hit)
      }),
    names,
  )
}

/** Presses Tab until the focused element reads `text`; fails after 60 presses. */
async function tabTo(page: Page, text: string): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab')
    if ((await page.evaluate(() => document.activeElement?.textContent)) === text) return
  }
  throw new Error(`focus never reached '${text}'`)
}

/** The 'expanded' state Chromium's accessibility tree gives the Menu button, as screen readers read it. */
async function announcedExpanded(page: Page): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = await cdp.send('Accessibility.getFullAXTree')
  const button = nodes.find((node) => node.role?.value === 'button' && node.name?.value === menuWord)
  return button?.properties?.find((property) => property.name === 'expanded')?.value.value ?? 'not exposed'
}

describe('menu on phones and tablets', () => {
  const browser = useBrowser()

  it.each(cases.map((c, index) => [caseName(c), c, targets[index]!] as const))(
    '%s: every item and neighbourhood is reachable by touch and the current page is marked',
    async (_, { device, javaScriptEnabled }, target) => {
      const page = await browser.open('/', { ...device, javaScriptEnabled })
      expect(await panel(page).isVisible()).toBe(false)
      await menuButton(page).tap()
      await expect.poll(() => panel(page).isVisible()).toBe(true)
      expect(
        await untappable(
          page,
          navigation.main.map((item) => item.label),
        ),
      ).toEqual([])
      await group(page).locator('summary').tap()
      expect(
        await untappable(
          page,
          neighbourhoods.map((n) => n.name),
        ),
      ).toEqual([])
      if (javaScriptEnabled) {
        // axe runs as a script in the page, so only where scripts may run; the markup is the same either way.
        expect(await axeViolations(page, { include: 'header', keepPointer: true })).toEqual([])
      }
      await panel(page).getByRole('link', { name: target.name, exact: true }).tap()
      await page.waitForURL(new RegExp(`${target.path}$`))
      await menuButton(page).tap()
      // With JavaScript the group opens by itself on a neighbourhood page, so the current page shows at once.
      if (javaScriptEnabled) await expect.poll(() => isOpen(group(page))).toBe(true)
      else await group(page).locator('summary').tap()
      expect(await panel(page).locator('a[aria-current="page"]').innerText()).toBe(target.name)
      expect(await untappable(page, [target.name])).toEqual([])
      expect(await group(page).locator('summary').getAttribute('data-active')).toBe('true')
      await page.context().close()
    },
  )

  it.each(cases.map((c, index) => [caseName(c), c, targets[targets.length - 1 - index]!] as const))(
    '%s: works by keyboard, tells screen readers whether it is open and closes on Escape',
    async (_, { device, javaScriptEnabled }, target) => {
      const page = await browser.open(menuPage.href, { ...device, javaScriptEnabled })
      if (javaScriptEnabled) await behavioursRan(page)
      await tabTo(page, menuWord)
      expect(await announcedExpanded(page)).toBe(false)
      await page.keyboard.press('Enter')
      await expect.poll(() => panel(page).isVisible()).toBe(true)
      expect(await announcedExpanded(page)).toBe(true)
      expect(await panel(page).locator('a[aria-current="page"]').innerText()).toBe(menuPage.label)
      await page.keyboard.press('Tab')
      await page.keyboard.press('Escape')
      await expect.poll(() => panel(page).isVisible()).toBe(false)
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(menuWord)
      await page.keyboard.press('Enter')
      await tabTo(page, navigation.neighbourhoodsLabel)
      await page.keyboard.press('Enter')
      if (javaScriptEnabled) {
        // The first Escape folds the group only; the panel stays open around it.
        await page.keyboard.press('Escape')
        expect(await isOpen(group(page))).toBe(false)
        expect(await panel(page).isVisible()).toBe(true)
        await page.keyboard.press('Enter')
      }
      await tabTo(page, target.name)
      await page.keyboard.press('Enter')
      await page.waitForURL(new RegExp(`${target.path}$`))
      await page.context().close()
    },
  )

  it('keeps the one-row menu and no Menu button on wide screens', async () => {
    const page = await browser.open(sampleNeighbourhood().path, desktop)
    expect(await menuButton(page).isVisible()).toBe(false)
    for (const item of navigation.main)
      expect(await panel(page).getByRole('link', { name: item.label, exact: true }).isVisible()).toBe(true)
    expect(await group(page).locator('summary').isVisible()).toBe(true)
    await page.context().close()
  })
})

/** Steps through every focus stop (Shift+Tab starts from the last) and reports what the sticky header hides. */
async function stopsUnderHeader(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<string[]> {
  const hidden: string[] = []
  for (let presses = 0; presses < 200; presses++) {
    await page.keyboard.press(key)
    const stop = await page.evaluate(() => {
      const element = document.activeElement
      if (!element || element === document.body) return null
      const header = document.querySelector('body header')!.getBoundingClientRect()
      const box = element.getBoundingClientRect()
      const exempt = element.closest('header, aside') !== null || getComputedStyle(element).position === 'absolute'
      return {
        name: `${element.tagName} '${element.textContent?.trim().slice(0, 40)}'`,
        under: !exempt && box.top < header.bottom - 0.5,
        top: box.top,
        header: header.bottom,
      }
    })
    if (!stop) return hidden
    if (stop.under) hidden.push(`${stop.name} at ${stop.top} under the header ending at ${stop.header}`)
  }
  throw new Error('focus never left the page')
}

describe('header offset', () => {
  const browser = useBrowser()
  const cases = [phone, tablet, desktop].flatMap((device) =>
    ['/blog', menuPage.href].flatMap((path) =>
      (['Tab', 'Shift+Tab'] as const).map((key) => [device.viewport.width, path, key, device] as const),
    ),
  )

  it.each(cases)('at %i px on %s, no element reached by %s is under the sticky header', async (_, path, key, device) => {
    // Reduced motion makes focus scrolling instant (no smooth scroll), so each stop is read where it settles.
    const page = await browser.open(path, { ...device, reducedMotion: 'reduce' })
    // Visitors tab once the page has loaded: by then the behaviours script has told scrolling a two-row header's height.
    await behavioursRan(page)
    const { header, padding } = await page.evaluate(() => ({
      header: document.querySelector('body header')!.getBoundingClientRect().height,
      padding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
    }))
    // One row below the wide breakpoint; above it, a second row when the owner's menu words need one (below).
    if (device.viewport.width < 1000) expect(header).toBeLessThanOrEqual(61)
    expect(padding).toBeGreaterThanOrEqual(header)
    expect(await stopsUnderHeader(page, key)).toEqual([])
    await page.context().close()
  })

  it('gives a menu too long for one row a second one at 1280 px: the name stays, the page keeps its width, focus clears it', async () => {
    const page = await browser.open('/blog', { ...desktop, reducedMotion: 'reduce' })
    const oneRow = await page.evaluate(() => document.querySelector('body header')!.getBoundingClientRect().height)
    // The owner's words, made longer than any launch menu: each item gains a few words.
    await page.evaluate(() =>
      document.querySelectorAll('header nav > ul > li > a').forEach((link) => link.append(' com um nome bem mais comprido')),
    )
    const measure = () =>
      page.evaluate(() => ({
        header: document.querySelector('body header')!.getBoundingClientRect().height,
        padding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
        name: document.querySelector('body header a')!.getBoundingClientRect().width,
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      }))
    await expect.poll(async () => (await measure()).header).toBeGreaterThan(oneRow)
    await expect
      .poll(async () => {
        const { padding, header } = await measure()
        return padding >= header
      })
      .toBe(true)
    const { name, overflow } = await measure()
    expect(name).toBeGreaterThanOrEqual(150)
    expect(overflow).toBe(0)
    expect(await stopsUnderHeader(page, 'Tab')).toEqual([])
    await page.context().close()
  })
})
