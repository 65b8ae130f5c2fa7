import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteContent } from '../../../pages/site'
import { freePort } from '../../../stack/index.ts'
import { launchChromium } from '../../support/chromium.ts'
import { behavioursRan, noteBehaviours } from '../fixture'
import { type ProductionServer, startProductionServer } from '../../support/server.ts'

const { blogList } = siteContent().labels

/** A second production server whose Supabase URL is a port nothing listens on. */
let server: ProductionServer
let browser: Browser

beforeAll(async () => {
  server = await startProductionServer({
    SUPABASE_URL: `http://127.0.0.1:${await freePort()}`,
    SUPABASE_ANON_KEY: 'sb_publishable_sem-banco',
  })
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('blog with an unreachable database', () => {
  it('shows the error state, and "Tentar Novamente" shows the toast and fetches again', async () => {
    const page = await browser.newPage({ locale: 'pt-BR' })
    await page.addInitScript(noteBehaviours)
    const response = await page.goto(`${server.url}/blog`)
    // Crawlers are told to come back later rather than index the error state.
    expect(response?.status()).toBe(503)
    expect(response?.headers()['retry-after']).toBe('300')
    const alert = page.locator('[role="alert"]')
    expect(await alert.locator('h2').innerText()).toBe(blogList.errorTitle)
    expect(await alert.locator('p').innerText()).toBe(blogList.errorText)
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex, nofollow')
    const refetches: string[] = []
    page.on('request', (request) => {
      // A speculative prefetch (the pointer passing over another link to /blog) is the browser's, not the retry's.
      if (new URL(request.url()).pathname === '/blog' && !request.headers()['sec-purpose']?.includes('prefetch'))
        refetches.push(request.url())
    })
    // Clicked before the behaviours run, the link is a plain reload with no toast.
    await behavioursRan(page)
    await alert.locator('a', { hasText: blogList.retry }).click()
    const toast = page.locator('[data-toast]')
    await expect.poll(() => toast.isVisible()).toBe(true)
    expect(await toast.innerText()).toBe(blogList.reloading)
    await expect.poll(() => refetches.length).toBe(1)
    await expect.poll(() => page.locator('[role="alert"] h2').innerText()).toBe(blogList.errorTitle)
    await page.close()
  })

  it('reloads the page with "Tentar Novamente" when JavaScript is off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${server.url}/blog?page=2`)
    const navigation = page.waitForNavigation()
    await page.locator('a', { hasText: blogList.retry }).click()
    await navigation
    expect(page.url()).toBe(`${server.url}/blog?page=2`)
    expect(await page.locator('[role="alert"] h2').innerText()).toBe(blogList.errorTitle)
    await context.close()
  })

  it('redirects a post to /blog', async () => {
    const response = await fetch(`${server.url}/blog/como-medir-janela-para-cortina`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(new URL(response.headers.get('location') ?? '', server.url).pathname).toBe('/blog')
  })
})
