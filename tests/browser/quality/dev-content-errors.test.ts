import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { neighbourhoodScaffold } from '../../../engine/content/scaffold'
import { neighbourhoodPath } from '../../../engine/routes/neighbourhoodPage'
import { siteContent } from '../../../pages/site'
import { sampleNeighbourhood } from '../../contentSamples'
import { type DevServer, projectCopy, startDevServer } from './devServer'
import { useBrowser } from '../fixture'

/** A neighbourhood file as `npm run bairro:novo` writes it, every text still empty, under a name no content uses. */
const slug = ['bairro-em-teste', 'bairro-em-teste-2', 'bairro-em-teste-3'].find((name) => !existsSync(`content/neighbourhoods/${name}.ts`))
const file = `content/neighbourhoods/${slug}.ts`
const brokenPath = neighbourhoodPath(slug ?? '', siteContent().neighbourhoodPage)

describe('npm run dev with a new neighbourhood still empty', () => {
  const browser = useBrowser()
  const copy = projectCopy()
  let dev: DevServer
  beforeAll(async () => {
    writeFileSync(join(copy.root, file), neighbourhoodScaffold('Bairro em Teste', 'no'))
    dev = await startDevServer(inject('stack'), [], copy.root)
    // The server prepares its first page itself and says when the preview is ready: minutes on a busy machine.
    await vi.waitFor(() => expect(dev.output()).toContain('Prévia pronta'), { timeout: 280_000, interval: 500 })
  }, 300_000)
  afterAll(async () => {
    await dev?.stop()
    copy.remove()
  })

  it("shows that page's errors alone, in pt-BR, at its address", { timeout: 90_000 }, async () => {
    const page = await browser.blank()
    const answer = await page.goto(`${dev.url}${brokenPath}`)
    expect(answer?.status()).toBe(500)
    expect(await page.getAttribute('html', 'lang')).toBe('pt-BR')
    expect(await page.locator('h1').textContent()).toMatch(new RegExp(`^A página ${brokenPath} tem \\d+ erros$`))
    const errors = await page.locator('ul').first().locator('li').allTextContents()
    expect(errors.length).toBeGreaterThan(1)
    for (const error of errors) expect(error.startsWith(`${file}: `)).toBe(true)
    await page.context().close()
  })

  it('renders every other page as it is', { timeout: 90_000 }, async () => {
    const other = sampleNeighbourhood()
    const page = await browser.blank()
    const answer = await page.goto(`${dev.url}${other.path}`)
    expect(answer?.status()).toBe(200)
    await expect.poll(() => page.locator('main h1').textContent()).toBeTruthy()
    expect(await page.content()).not.toContain(file)
    await page.context().close()
  })

  it('shows a missing comma on the line that lacks it, with the lines around it', { timeout: 90_000 }, async () => {
    const target = join(copy.root, file)
    const written = readFileSync(target, 'utf8')
    const lines = written.split('\n')
    const nameLine = lines.findIndex((line) => line.trimStart().startsWith('name:'))
    lines[nameLine] = (lines[nameLine] ?? '').replace(/,$/, '')
    writeFileSync(target, lines.join('\n'))
    const page = await browser.blank()
    await page.goto(`${dev.url}${brokenPath}`)
    const item = page.locator('li').first()
    expect(await item.locator('p').textContent()).toMatch(new RegExp(`^${file}, linha ${nameLine + 1}, coluna \\d+: falta uma vírgula`))
    expect(await item.locator('pre').textContent()).toContain(`> ${nameLine + 1} |`)
    await page.context().close()
    writeFileSync(target, written)
  })

  it('prints the report in pt-BR in the terminal, without the build tools’ English errors about content', () => {
    const output = dev.output()
    expect(output).toContain(`erro: ${file}: `)
    expect(output).not.toMatch(/\[vite\]|\[vike\]|Error:|Internal server error/)
  })
})
