import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildFolderAbove, clientFolder } from './buildFolder'

const project = mkdtempSync(join(tmpdir(), 'build-folder-'))
const build = join(project, 'dist')
mkdirSync(join(build, 'client'), { recursive: true })
mkdirSync(join(build, 'server', 'chunks'), { recursive: true })
writeFileSync(join(build, 'server', 'index.mjs'), '')

afterAll(() => rmSync(project, { recursive: true }))

describe('buildFolderAbove', () => {
  it.each([
    ['the server entry', join(build, 'server')],
    ['a chunk', join(build, 'server', 'chunks')],
  ])('finds the build from %s', (_, start) => {
    expect(buildFolderAbove(start)).toBe(build)
  })

  it('finds none from source', () => {
    expect(buildFolderAbove(join(project, 'engine', 'http'))).toBeUndefined()
  })
})

describe('clientFolder', () => {
  it("is the project's dist/client when the code runs from source", () => {
    expect(clientFolder).toBe(join(import.meta.dirname, '..', '..', 'dist', 'client'))
  })
})
