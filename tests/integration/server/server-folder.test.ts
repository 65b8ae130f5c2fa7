import { tmpdir } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMMUTABLE, REVALIDATED } from '../../../server/http/staticFiles.ts'
import { startProductionServer } from '../../support/server.ts'
import { sampleNeighbourhood } from '../../contentSamples.ts'

let server: Awaited<ReturnType<typeof startProductionServer>>

beforeAll(async () => {
  server = await startProductionServer({}, tmpdir())
})

afterAll(async () => {
  await server?.stop()
})

const neighbourhood = sampleNeighbourhood().path

const get = (path: string) => fetch(server.url + path, { signal: AbortSignal.timeout(15_000) })

describe('the production server started outside the project folder', () => {
  it.each(['/', neighbourhood])('serves %s', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<html lang="pt-BR"')
  })

  it("serves a page prerendered into the build's client folder, and the hashed assets it names", async () => {
    const page = await get(neighbourhood)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    // The static files carry their own Cache-Control; a page Vike rendered instead would not.
    expect(page.headers.get('cache-control')).toBe(REVALIDATED)
    const html = await page.text()
    const asset = (extension: string) => html.match(new RegExp(`/assets/[\\w/.-]+\\.${extension}`))?.[0] ?? `no .${extension} asset`
    for (const [path, type] of [
      [asset('js'), /^text\/javascript/],
      [asset('avif'), /^image\/avif$/],
    ] as const) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type'), path).toMatch(type)
      expect(response.headers.get('cache-control'), path).toBe(IMMUTABLE)
    }
  })

  it("serves a seeded post's image from the build's blog-images", async () => {
    const response = await get('/media/blog?src=blog-images/como-medir-janela-para-cortina.jpg&w=480&h=270&f=avif')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\//)
  })
})
