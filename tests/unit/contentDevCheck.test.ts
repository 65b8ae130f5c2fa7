import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentCheckInDev } from '../../build/devCheck'
import { sampleNeighbourhood } from '../contentSamples'

let root: string
let vite: ViteDevServer
let http: Server
let base: string

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'conteudo-dev-'))
  cpSync('content', join(root, 'content'), { recursive: true })
  vite = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [contentCheckInDev()],
    server: { middlewareMode: true, ws: false },
  })
  http = createHttpServer(vite.middlewares)
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done))
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
}, 60_000)

afterAll(async () => {
  await new Promise((done) => http?.close(done))
  await vite?.close()
  rmSync(root, { recursive: true, force: true })
})

const sample = sampleNeighbourhood()

/** Asks the dev server for a page as a browser does. */
const page = () => fetch(`${base}${sample.path}`, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(30_000) })

describe('npm run dev with a content error', () => {
  it('shows the check’s own pt-BR lines in the browser, and lets pages through once fixed', async () => {
    const file = join(root, sample.file)
    const good = readFileSync(file, 'utf8')
    const text = `('[^']*'|"[^"]*")`
    writeFileSync(
      file,
      good.replace(new RegExp(`image: ${text}`), "image: '<b>'").replace(new RegExp(`description:\\s*${text}`), "description: 'curta'"),
    )
    const broken = await page()
    expect(broken.status).toBe(500)
    const html = await broken.text()
    expect(html).toContain(`${sample.file}: description: a descrição para o Google está curta — escreva pelo menos 50 caracteres`)
    expect(html).toContain(`${sample.file}: gallery[0].image: a foto '&lt;b&gt;' não está em content/images`)
    expect(html).toContain('<html lang="pt-BR">')

    writeFileSync(file, good)
    vite.moduleGraph.getModulesByFile(file)?.forEach((mod) => vite.moduleGraph.invalidateModule(mod))
    const fixed = await page()
    expect(fixed.status).not.toBe(500)
  }, 60_000)
})
