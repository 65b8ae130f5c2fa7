import { rm } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { makeProject, run, type Run } from './stack-project.ts'

/** A whole vitest run of a copied project: slow on a loaded machine, and only its outcome is checked. */
const SUITE_TIMEOUT_MS = 120_000

let dir: string
const suites: Run[] = []
afterAll(async () => {
  for (const suite of suites) suite.child.kill('SIGKILL')
  await rm(dir, { recursive: true, force: true })
})

describe('a suite whose local stack cannot start', () => {
  it.each(['integration', 'stack', 'browser'])(
    'the %s project fails with the reason, and runs no test',
    async (name) => {
      dir ??= await makeProject({ migration: 'creat table typo (id int);\n' })
      const suite = run(dir, ['node_modules/vitest/vitest.mjs', 'run', '--project', name], { CI: 'true' })
      suites.push(suite)
      const { code } = await suite.exit
      expect(code).toBe(1)
      expect(suite.output()).toContain('29990101000000_broken.sql, line 1: syntax error at or near "creat"')
      expect(suite.output()).not.toMatch(/\b[1-9]\d* passed/)
    },
    SUITE_TIMEOUT_MS,
  )
})
