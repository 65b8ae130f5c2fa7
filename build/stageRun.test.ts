import { cpSync, mkdtempSync, rmSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { contentChecks } from '../engine/content/checkSite'
import { stageRun } from './stageRun'

// The fixture site (a second business) as a project's content folder, with the photos it names.
const root = mkdtempSync(join(tmpdir(), 'conteudo-etapa-'))
cpSync('tests/fixtures/site', join(root, 'content'), { recursive: true })
cpSync('content/images', join(root, 'content/images'), { recursive: true })
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('the content stage as the build and the preview share it', () => {
  it('loads and checks the content once per state of the folder, and again once a file is saved', async () => {
    const run = stageRun()
    run.settle({ root, preview: false })
    const before = contentChecks()
    const [first, second] = await Promise.all([run.current(), run.current()])
    expect(second).toBe(first)
    expect(await run.current()).toBe(first)
    expect(contentChecks() - before).toBe(1)
    expect(first.stage.report.errors).toEqual([])
    expect(first.stage.site?.routes.size).toBe(first.stage.checked.pages.length + first.stage.checked.neighbourhoods.length)

    const saved = new Date(Date.UTC(2030, 0, 1))
    utimesSync(join(root, 'content/site.ts'), saved, saved)
    const again = await run.current()
    expect(again).not.toBe(first)
    expect(contentChecks() - before).toBe(2)
  }, 60_000)
})
