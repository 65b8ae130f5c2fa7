import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { siteContent } from '../../../pages/site'
import { CONTACT_TAPS_PATH } from '../../../renderer/frame/contactTaps'
import { publishedPosts, sql } from '../database'
import { behavioursRan, useBrowser } from '../fixture'
import { contentPagePaths, pageWithAction, pageWithBlock } from '../../contentSamples'

const { blank, baseUrl } = useBrowser()

/** A person's phone: Chromium's own user agent says HeadlessChrome, which the server takes for a bot. */
const PERSON = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, userAgent: PERSON }

const neighbourhoods = siteContent().neighbourhoods.map((n) => n.path)

/** A page opened as a visitor, its behaviours run; WhatsApp's site is never reached (its tab gets an empty page). */
async function visit(path: string, options: BrowserContextOptions = PHONE): Promise<Page> {
  const page = await blank(options)
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }))
  await page.goto(baseUrl + path)
  await behavioursRan(page)
  return page
}

/** Taps a link and waits until its beacon has been answered; the tap's own navigation goes on meanwhile. */
async function tap(page: Page, selector: string): Promise<number> {
  const [answer] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === CONTACT_TAPS_PATH),
    page.locator(selector).first().click(),
  ])
  return answer.status()
}

/** Today's total (São Paulo's day) of a page's taps of a kind, as stored. */
async function total(path: string, kind: 'whatsapp' | 'phone'): Promise<number> {
  const [row] = await sql<{ count: string }>(
    `select count from public.contact_taps where day = (now() at time zone 'America/Sao_Paulo')::date and path = $1 and kind = $2`,
    [path, kind],
  )
  return Number(row?.count ?? 0)
}

const FLOATING = 'a[data-floating-chat]'

/** A content page with its own phone and chat buttons: the first with a contact block, or else with a phone button. */
const contactPath = (pageWithBlock('contact') ?? pageWithAction('phone'))?.path

describe('chat and phone taps', () => {
  it("counts a tap on the floating button and on the page's own buttons once each, for the right page and kind", async () => {
    const [neighbourhood] = neighbourhoods
    if (!contactPath) throw new Error('no content page has a contact block or a phone button whose taps could be counted')
    if (!neighbourhood) throw new Error('no neighbourhood page')
    const before = {
      floating: await total(neighbourhood, 'whatsapp'),
      floatingPhone: await total(neighbourhood, 'phone'),
      chat: await total(contactPath, 'whatsapp'),
      phone: await total(contactPath, 'phone'),
    }
    const page = await visit(neighbourhood)
    const [popup] = await Promise.all([page.waitForEvent('popup'), tap(page, FLOATING).then((status) => expect(status).toBe(204))])
    // The tap opened WhatsApp at once, with the neighbourhood's page's message.
    expect(popup.url()).toMatch(/^https:\/\/wa\.me\//)
    // One page per tap: after a click on a tel: link, headless Chromium mostly delivers no further click to that page
    // (no pointerdown, no click, no popup), whatever the page does.
    for (const link of ['main a[href^="tel:"]', 'main a[href^="https://wa.me/"]']) {
      const contact = await visit(contactPath)
      expect(await tap(contact, link)).toBe(204)
      await contact.context().close()
    }
    await expect.poll(() => total(contactPath, 'phone')).toBe(before.phone + 1)
    await expect.poll(() => total(contactPath, 'whatsapp')).toBe(before.chat + 1)
    expect(await total(neighbourhood, 'whatsapp')).toBe(before.floating + 1)
    expect(await total(neighbourhood, 'phone')).toBe(before.floatingPhone)
    await page.context().close()
  })

  it('counts neither a bot nor a burst of taps from one address more than once', async () => {
    const [, botPage, burstPage] = neighbourhoods
    if (!botPage || !burstPage) throw new Error('the site should have three neighbourhood pages or more')
    const before = { bot: await total(botPage, 'whatsapp'), burst: await total(burstPage, 'whatsapp') }
    for (const userAgent of [
      undefined,
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0 A',
    ]) {
      const bot = await visit(botPage, { ...PHONE, userAgent })
      expect(await tap(bot, FLOATING)).toBe(204)
      await bot.context().close()
    }
    const person = await visit(burstPage)
    for (let i = 0; i < 5; i++) expect(await tap(person, FLOATING)).toBe(204)
    await expect.poll(() => total(burstPage, 'whatsapp')).toBe(before.burst + 1)
    expect(await total(botPage, 'whatsapp')).toBe(before.bot)
    await person.context().close()
  })

  it("sets no cookie and keeps nothing in the browser's storage on any public page, tapped or not", async () => {
    const [post] = await publishedPosts()
    const paths = [...contentPagePaths(), neighbourhoods.at(-1) ?? '/', '/blog', `/blog/${post?.slug}`, '/pagina-que-nao-existe']
    for (const path of paths) {
      const page = await visit(path)
      // The footer's chat link: the floating button steps aside where a page's own buttons show.
      expect(await tap(page, 'footer a[href^="https://wa.me/"]'), path).toBe(path === '/pagina-que-nao-existe' ? 404 : 204)
      const kept = await page.evaluate(async () => ({
        local: localStorage.length,
        session: sessionStorage.length,
        indexedDb: (await indexedDB.databases()).length,
        caches: (await caches.keys()).length,
        cookie: document.cookie,
      }))
      expect(kept, path).toEqual({ local: 0, session: 0, indexedDb: 0, caches: 0, cookie: '' })
      expect(await page.context().cookies(), path).toEqual([])
      await page.context().close()
    }
  }, 90_000)

  it('sends the service key to no browser', async () => {
    const { serviceKey } = inject('stack')
    const page = await visit('/')
    const behaviours = await page.evaluate(() => Array.from(document.scripts, (script) => script.src).filter(Boolean))
    for (const address of [...contentPagePaths().map((path) => baseUrl + path), ...behaviours, `${baseUrl}/admin/login`])
      expect(await (await fetch(address)).text(), address).not.toContain(serviceKey)
    await page.context().close()
  })
})
