import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { setRepositorySettings } from '../../scripts/go-live/github.ts'

/** GitHub's gh, stood in (tests/support/stand-ins) with its own accounts folder, called by path as the command does. */
const folders: string[] = []
function account(settings: Record<string, unknown>, failOnce: string[] = []) {
  const folder = mkdtempSync(join(tmpdir(), 'gh-'))
  folders.push(folder)
  const fresh = { signedIn: true, permission: 'ADMIN', visibility: 'PUBLIC', secrets: {}, variables: {}, environments: {}, runs: 0 }
  writeFileSync(join(folder, 'state.json'), JSON.stringify({ fly: {}, gh: { ...fresh, ...settings }, taken: [], failOnce }))
  const gh = join(folder, 'gh')
  const standIn = resolve('tests/support/stand-ins/gh')
  writeFileSync(gh, `#!/bin/sh\nSTAND_IN_STATE='${folder}' exec '${process.execPath}' '${standIn}' "$@"\n`, { mode: 0o755 })
  const state = () =>
    (JSON.parse(readFileSync(join(folder, 'state.json'), 'utf8')) as { gh: Record<string, unknown> }).gh as {
      secrets: Record<string, string>
      variables: Record<string, string>
      environments: Record<string, { branches: string[]; branchPolicy: object; secrets: Record<string, string> }>
    }
  return { gh, state }
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

const secrets = { DATABASE_URL: 'postgresql://novo', FLY_API_TOKEN: 'FlyV1 novo' }
const variables = { FLY_APP: 'cortinas-da-ana', SITE_URL: 'https://www.cortinas-exemplo.com.br' }

// Each call starts a Node process: a second or more per test on a busy machine.
describe('the go-live command puts the secrets where only main reaches them', { timeout: 30_000 }, () => {
  it('creates the environment production limited to main, sets the secrets there and deletes the repository-level copies', async () => {
    const { gh, state } = account({ secrets: { DATABASE_URL: 'antigo', FLY_APP: 'antigo', OUTRO: 'dela' } })
    await setRepositorySettings(gh, 'dona/cortinas', secrets, variables)
    const now = state()
    expect(now.environments.production?.branchPolicy).toEqual({ protected_branches: false, custom_branch_policies: true })
    expect(now.environments.production?.branches).toEqual(['main'])
    expect(now.environments.production?.secrets).toEqual(secrets)
    // Her own secret stays; the copy the command set before and the variable in the Secrets tab go.
    expect(now.secrets).toEqual({ OUTRO: 'dela' })
    expect(now.variables).toEqual(variables)

    // A second run finds the branch already there and adds no other.
    await setRepositorySettings(gh, 'dona/cortinas', secrets, variables)
    expect(state().environments.production?.branches).toEqual(['main'])
  })

  it('keeps them as repository secrets on a private repository, where GitHub Free gives no environment', async () => {
    const { gh, state } = account({ visibility: 'PRIVATE', secrets: { DATABASE_URL: 'antigo' } })
    await setRepositorySettings(gh, 'dona/cortinas', secrets, variables)
    expect(state().environments).toEqual({})
    expect(state().secrets).toEqual(secrets)
  })

  it('stops in pt-BR when GitHub refuses the environment of a public repository', async () => {
    const { gh, state } = account({}, ['gh api --method'])
    await expect(setRepositorySettings(gh, 'dona/cortinas', secrets, variables)).rejects.toThrow(
      /^O GitHub não deixou criar o ambiente production: HTTP 500/,
    )
    expect(state().secrets).toEqual({})
  })
})
