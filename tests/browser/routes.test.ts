import { describe, expect, it } from 'vitest'
import { IMMUTABLE, REVALIDATED } from '../../server/http/staticFiles'
import { siteContent } from '../../pages/site'
import { useBrowser } from './fixture'

const { routes: contentRoutes, site, neighbourhoods } = siteContent()

/** The title a content page sets for itself, for pages whose title the specification leaves to the owner. */
const ownTitle = (path: string) => contentRoutes.get(path)?.title ?? `no content page on ${path}`

/** Every prerendered route of the spec with the title a visitor's tab shows. */
const routes: [path: string, title: string][] = [
  ...['/', '/cortina-para-sala', '/cortina-para-quarto', '/portfolio', '/contato', '/politica-de-privacidade'].map(
    (path): [string, string] => [path, ownTitle(path)],
  ),
  ['/bairros-atendidos', `Bairros que Atendemos com Cortinas Sob Medida em São Paulo | ${site.brand}`],
  ...neighbourhoods.map((n): [string, string] => [n.path, `Cortinas Sob Medida ${n.preposition} ${n.name} | ${site.brand}`]),
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
    await expect(page.locator('main').innerText()).resolves.toContain('Oops! Page not found')
    expect(await page.locator('h1').innerText()).toBe('404')
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
