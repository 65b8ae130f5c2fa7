import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentCheckInDev } from '../../build/devCheck'
import { sampleNeighbourhood } from '../contentSamples'
import { startPluginServer, type PluginServer } from '../support/viteServer'

let root: string
let server: PluginServer

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'conteudo-dev-'))
  cpSync('content', join(root, 'content'), { recursive: true })
  server = await startPluginServer([contentCheckInDev()], root)
}, 60_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

const sample = sampleNeighbourhood()

/** Asks the dev server for a page as a browser does. */
const page = (path = sample.path) =>
  fetch(`${server.base}${path}`, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(30_000) })

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
    expect(html).toContain(`<h1>A página ${sample.path} tem 2 erros</h1>`)
    // The other pages go on to the site (here a bare Vite server, which has no page to render).
    expect((await page('/')).status).not.toBe(500)
    expect(html).toContain(`${sample.file}: description: a descrição para o Google está curta — escreva pelo menos 50 caracteres`)
    expect(html).toContain(`${sample.file}: gallery[0].image: a foto '&lt;b&gt;' não está em content/images`)
    expect(html).toContain('<html lang="pt-BR">')

    writeFileSync(file, good)
    server.vite.moduleGraph.getModulesByFile(file)?.forEach((mod) => server.vite.moduleGraph.invalidateModule(mod))
    const fixed = await page()
    expect(fixed.status).not.toBe(500)
  }, 60_000)

  it('shows an error in a file every page reads on every page, with the line to fix and the lines around it', async () => {
    const file = join(root, 'content/site.ts')
    const good = readFileSync(file, 'utf8')
    const lines = good.split('\n')
    // A field followed by another, so the file no longer parses without the comma between them.
    const field = /^\s+\w+: .*,$/
    const line = lines.findIndex((text, index) => field.test(text) && field.test(lines[index + 1] ?? ''))
    lines[line] = (lines[line] ?? '').replace(/,$/, '')
    writeFileSync(file, lines.join('\n'))
    for (const path of ['/', sample.path]) {
      const answer = await page(path)
      expect(answer.status).toBe(500)
      const html = await answer.text()
      expect(html).toMatch(new RegExp(`<p>content/site\\.ts, linha ${line + 1}, coluna \\d+: falta uma vírgula`))
      expect(html).toContain(`&gt; ${line + 1} |`)
    }
    writeFileSync(file, good)
  }, 60_000)
})
