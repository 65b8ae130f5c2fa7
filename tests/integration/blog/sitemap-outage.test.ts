import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { freePort } from '../../../stack/index.ts'
import { type ProductionServer, startProductionServer } from '../../support/server.ts'

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'

let server: ProductionServer

beforeAll(async () => {
  // A database that was never there: nothing listens on this port, so no post or job is ever read.
  const nowhere = `http://127.0.0.1:${await freePort()}`
  server = await startProductionServer({ SUPABASE_URL: nowhere, SUPABASE_ANON_KEY: inject('stack').anonKey })
}, 60_000)

afterAll(async () => {
  await server?.stop()
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers })

/** The sitemap protocol's root of an answer, parsed strictly. */
async function root(response: Response): Promise<Element> {
  const doc = new JSDOM(await response.text(), { contentType: 'application/xml' }).window.document
  expect(doc.querySelector('parsererror')).toBeNull()
  expect(doc.documentElement.namespaceURI).toBe(NAMESPACE)
  return doc.documentElement
}

describe('the sitemap with the database down', () => {
  it('answers the index from the build, naming both parts by absolute URL', async () => {
    const response = await get('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('xml')
    const index = await root(response)
    expect(index.localName).toBe('sitemapindex')
    expect(Array.from(index.getElementsByTagName('loc'), (loc) => new URL(loc.textContent ?? '').pathname)).toEqual([
      '/sitemap-pages.xml',
      '/sitemap-blog.xml',
    ])
  })

  it("answers the pages' part from the build, precompressed as the other files", async () => {
    const response = await get('/sitemap-pages.xml', { 'accept-encoding': 'br' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('br')
    const urls = await root(response)
    expect(urls.localName).toBe('urlset')
    expect(urls.getElementsByTagName('url').length).toBeGreaterThan(0)
  })

  it("answers the blog's part 503 with Retry-After, so crawlers come back for the posts and jobs", async () => {
    const response = await get('/sitemap-blog.xml')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('300')
  })
})
