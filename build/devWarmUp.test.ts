import type { Plugin } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPluginServer, type PluginServer } from '../tests/support/viteServer'
import { previewWarmUp, warmUpHeader } from './devWarmUp'

let server: PluginServer
let prepared: () => void = () => undefined

/** Stands in for the site's first render: the warm-up request is answered once the test says it is prepared. */
const slowFirstPage = (): Plugin => ({
  name: 'test:slow-first-page',
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      if (!req.headers[warmUpHeader]) return next()
      new Promise<void>((done) => (prepared = done)).then(() => res.end('site'), next)
    })
  },
})

beforeAll(async () => {
  server = await startPluginServer([previewWarmUp(), slowFirstPage()])
}, 60_000)

afterAll(() => server?.close())

const page = (headers: Record<string, string> = {}) =>
  fetch(`${server.base}/contato`, { headers: { accept: 'text/html', ...headers }, signal: AbortSignal.timeout(30_000) })

describe('npm run dev while the preview prepares', () => {
  it('answers a page at once with a pt-BR word of what is happening, until the first page is ready', async () => {
    expect((await page()).status).not.toBe(503)
    const warmUp = page({ [warmUpHeader]: '1' })
    await expect.poll(async () => (await page()).status).toBe(503)
    const waiting = await (await page()).text()
    expect(waiting).toContain('<html lang="pt-BR">')
    expect(waiting).toContain('<h1>Preparando a prévia…</h1>')
    expect(waiting).toContain('<meta http-equiv="refresh" content="3">')
    prepared()
    expect(await (await warmUp).text()).toBe('site')
    await expect.poll(async () => (await page()).status).not.toBe(503)
  }, 60_000)
})
