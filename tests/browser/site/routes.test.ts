import { describe, expect, it } from 'vitest'
import { IMMUTABLE, REVALIDATED } from '../../../server/http/staticFiles'
import { neighbourhoodLabel } from '../../../engine/routes/neighbourhoodPage'
import { siteContent } from '../../../pages/site'
import { contentPagePaths } from '../../contentSamples'
import { useBrowser } from '../fixture'

const { routes: contentRoutes, site, neighbourhoods, neighbourhoodPage, labels } = siteContent()

/** Every prerendered page with the title a visitor's tab shows: the content page's own, or content/neighbourhoodPage.ts's label. */
const routes: [path: string, title: string][] = [
  ...contentPagePaths().map((path): [string, string] => [path, contentRoutes.get(path)?.title ?? `no content page on ${path}`]),
  ...neighbourhoods.map((n): [string, string] => [n.path, `${neighbourhoodLabel(n, neighbourhoodPage)} | ${site.brand}`]),
]

describe('routes', () => {
  const browser = useBrowser()

  it.each(routes)('%s answers 200 with its title and one h1', async (path, title) => {
    const response = await fetch(`${browser.baseUrl}${path}`)
    expect(response.status).toBe(200)
    const page = await browser.open(path)
    expect(await page.title()).toBe(title)
    expect(await page.locator('h1').count()).toBe(1)
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(new RegExp(`${path === '/' ? '/' : path}$`))
    await page.context().close()
  })

  it('gives every route its own title', () => {
    expect(new Set(routes.map(([, title]) => title)).size).toBe(routes.length)
  })

  it('answers an unknown path with 404, the not-found page and a console message', async () => {
    const response = await fetch(`${browser.baseUrl}/pagina-que-nao-existe`)
    expect(response.status).toBe(404)
    const page = await browser.open('/')
    const messages: string[] = []
    page.on('console', (message) => messages.push(message.text()))
    await page.goto(`${browser.baseUrl}/pagina-que-nao-existe`)
    await expect.poll(() => messages.some((m) => m.includes('/pagina-que-nao-existe'))).toBe(true)
    await expect(page.locator('main').innerText()).resolves.toContain(labels.errors.notFoundTitle.text)
    expect(await page.locator('h1').innerText()).toBe(labels.errors.notFoundCode)
    expect(await page.locator('main a[href="/"]').count()).toBe(1)
    await page.context().close()
  })

  it('caches hashed assets for a year and revalidates pages', async () => {
    const home = await fetch(`${browser.baseUrl}/`)
    expect(home.headers.get('cache-control')).toBe(REVALIDATED)
    const html = await home.text()
    const asset = html.match(/\/assets\/[^" ,]+/)?.[0]
    expect(asset).toBeTruthy()
    const hashed = await fetch(`${browser.baseUrl}${asset}`, { headers: { 'accept-encoding': 'gzip' } })
    expect(hashed.headers.get('cache-control')).toBe(IMMUTABLE)
  })
})
