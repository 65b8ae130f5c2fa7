import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { audits } from './workflowAudits.ts'

const dir = new URL('../../.github/workflows/', import.meta.url)
const workflows = readdirSync(dir).filter((file) => /\.ya?ml$/.test(file))
const read = (file: string) => readFileSync(new URL(file, dir), 'utf8')
const publish = read('publicar.yml')
const backup = read('copia-de-seguranca.yml')

/** `text` with `from` replaced by `to`, after checking `from` is there (so each case breaks what it means to). */
function broken(text: string, from: string | RegExp, to: string): string {
  expect(text).toMatch(from)
  return text.replace(from, to)
}

describe("the workflows pass zizmor's audits that apply here", () => {
  it.each(workflows.flatMap((file) => Object.keys(audits).map((audit) => [file, audit] as const)))('%s: %s', (file, audit) => {
    expect(audits[audit as keyof typeof audits](read(file))).toEqual([])
  })
})

describe('each audit fails on a workflow that breaks it', () => {
  it.each([
    ['unpinned', 'an action on a tag', broken(publish, /actions\/setup-node@[0-9a-f]{40} # v4\.4\.0/, 'actions/setup-node@v4')],
    ['unpinned', 'an action on a branch', broken(publish, /setup-flyctl@[0-9a-f]{40}/, 'setup-flyctl@master')],
    ['unpinned', 'a SHA without its version', broken(backup, /(upload-artifact@[0-9a-f]{40}) # v4\.6\.2/, '$1')],
    ['flyctlUnpinned', 'flyctl left to latest', broken(publish, /version: \d+\.\d+\.\d+/, 'version: latest')],
    [
      'broadSecrets',
      'the deploy token in a job env',
      broken(publish, '    env:\n      FLY_APP:', '    env:\n      FLY_API_TOKEN: ${{ secrets.FLY_API_TOKEN }}\n      FLY_APP:'),
    ],
    [
      'broadSecrets',
      'a secret in the workflow env',
      broken(backup, 'permissions: {}', 'env:\n  X: ${{ secrets.DATABASE_URL }}\npermissions: {}'),
    ],
    ['persistedCredentials', 'a checkout keeping its token', broken(backup, 'persist-credentials: false', 'persist-credentials: true')],
    ['secretsOutsideEnvironment', 'the backup outside production', broken(backup, '    environment: production\n', '')],
    [
      'templateInRun',
      'an expression pasted into a script',
      broken(backup, 'npm run copia:fazer -- --pasta copias', 'npm run copia:fazer -- --pasta ${{ github.ref_name }}'),
    ],
    ['broadPermissions', 'a workflow-wide grant', broken(publish, 'permissions: {}', 'permissions:\n  contents: read')],
    ['broadPermissions', 'a job without its own permissions', broken(backup, /( {4}permissions:\n {6}issues: write\n)/, '')],
    [
      'broadPermissions',
      'the job that runs npm ci allowed to write issues',
      broken(backup, '    permissions:\n      contents: read\n', '    permissions:\n      contents: read\n      issues: write\n'),
    ],
  ] as const)('%s: %s', (audit, _, text) => {
    expect(audits[audit](text)).not.toEqual([])
  })
})
