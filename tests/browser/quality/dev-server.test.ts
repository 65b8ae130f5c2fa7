import { networkInterfaces } from 'node:os'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { contentMessages } from '../../../engine/content/catalogue'
import { siteContent } from '../../../pages/site'
import { contentPagePaths, onFirst, sampleNeighbourhood } from '../../contentSamples'
import { type DevServer, startDevServer } from './devServer'
import { useBrowser } from '../fixture'

/** What a visitor sees of a page's frame and first block: each element's computed look. */
async function looks(page: Page): Promise<Record<string, Record<string, string> | null>> {
  return page.evaluate(() => {
    const style = (selector: string, properties: string[]) => {
      const element = document.querySelector(selector)
      if (!element) return null
      const computed = getComputedStyle(element)
      return Object.fromEntries(properties.map((property) => [property, computed.getPropertyValue(property)]))
    }
    return {
      body: style('body', ['font-family', 'background-color', 'color', 'margin-top']),
      header: style('header', ['position', 'display', 'height', 'border-bottom-color']),
      menu: style('header nav > ul', ['display', 'list-style-type', 'padding-left']),
      heading: style('main h1', ['font-family', 'font-size', 'font-weight']),
      chat: style('a[data-floating-chat]', ['position', 'background-color', 'border-radius']),
      footer: style('footer', ['background-color', 'padding-top']),
    }
  })
}

/** The admin's sign-in screen, once the browser has rendered it. */
async function signInLooks(page: Page): Promise<Record<string, string>> {
  await page.locator('input[type="email"]').waitFor({ timeout: 60_000 })
  return page.evaluate(() => {
    const body = getComputedStyle(document.body)
    const field = getComputedStyle(document.querySelector('input[type="email"]')!)
    const button = getComputedStyle(document.querySelector('button[type="submit"]')!)
    return {
      font: body.fontFamily,
      background: body.backgroundColor,
      fieldBorder: field.borderTopColor,
      buttonBackground: button.backgroundColor,
    }
  })
}

/** A non-loopback IPv4 address of this machine, where a server listening on every interface would answer. */
const networkAddress = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address

describe('npm run dev: the preview looks like the site', () => {
  const browser = useBrowser()
  let dev: DevServer
  beforeAll(async () => {
    dev = await startDevServer(inject('stack'))
    // The server asks for its first page itself, which prepares the whole module graph and checks the content:
    // minutes on a busy machine are not a stall.
    await vi.waitFor(() => expect(dev.output()).toContain('Prévia pronta'), { timeout: 140_000, interval: 500 })
  }, 150_000)
  afterAll(() => dev?.stop())

  it.each([
    '/',
    sampleNeighbourhood().path,
    '/blog',
    ...contentPagePaths()
      .filter((path) => path !== '/')
      .slice(0, 1),
  ])('styles %s as the production build does', { timeout: 90_000 }, async (path) => {
    const production = await browser.open(path)
    const preview = await browser.blank()
    await preview.goto(`${dev.url}${path}`)
    const expected = await looks(production)
    expect(expected.chat?.position).toBe('fixed')
    expect(await looks(preview)).toEqual(expected)
    await production.context().close()
    await preview.context().close()
  })

  it("styles the admin's sign-in as the production build does", { timeout: 90_000 }, async () => {
    const production = await browser.open('/admin/login')
    const preview = await browser.blank()
    await preview.goto(`${dev.url}/admin/login`)
    expect(await signInLooks(preview)).toEqual(await signInLooks(production))
    await production.context().close()
    await preview.context().close()
  })

  it.each(onFirst(siteContent().neighbourhoods.find((n) => n.testimonial?.example)))(
    'shows an example testimonial, labelled, in the preview only: the build leaves it out ($path)',
    { timeout: 90_000 },
    async ({ path, testimonial }) => {
      const label = `(${siteContent().labels.testimonials.example})`
      const production = await browser.open(path)
      const preview = await browser.blank()
      await preview.goto(`${dev.url}${path}`)
      await expect.poll(() => preview.locator('blockquote').allTextContents()).toEqual([testimonial?.text])
      expect(await preview.locator('figcaption').textContent()).toContain(label)
      expect(await production.locator('blockquote').count()).toBe(0)
      expect(await production.content()).not.toContain(label)
      await production.context().close()
      await preview.context().close()
    },
  )

  it('prints its address in pt-BR, then when the preview is ready, and nothing else while pages are served', () => {
    // Owner content may add the check's warnings ('aviso: …'); nothing else is said on a good day.
    const lines = dev
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.includes('aviso:'))
    expect(lines).toEqual([
      `Prévia do site em ${dev.url} — salve um arquivo e a página se atualiza; Ctrl+C para parar.`,
      `Painel do blog em ${dev.url}/admin`,
      contentMessages.preview.preparing,
      expect.stringMatching(/^Prévia pronta \(preparada em \d+ s\)\. As próximas páginas abrem na hora\.$/),
    ])
  })

  it('answers on this computer only', async () => {
    const port = new URL(dev.url).port
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200)
    const address = networkAddress()
    // A machine with loopback only has no other address to be reached on.
    if (address) await expect(fetch(`http://${address}:${port}/`)).rejects.toThrow()
  })
})
