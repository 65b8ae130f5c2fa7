// Stand-ins for Fly.io's `fly` and GitHub's `gh` (tests/integration/release/go-live.test.ts): they keep their
// accounts in STAND_IN_STATE/state.json, record each call in STAND_IN_STATE/calls.jsonl, and answer with the real
// programs' outputs and exit codes for the calls `npm run site:colocar-no-ar` makes.
import { randomBytes } from 'node:crypto'
import { appendFileSync, mkdirSync, readFileSync, renameSync, rmdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const folder = process.env.STAND_IN_STATE ?? ''
const stateFile = join(folder, 'state.json')
const lockDir = join(folder, 'lock')

/** Waits until this call holds the accounts' lock (a folder: creating one is atomic). */
function lock() {
  for (let tries = 0; ; tries++) {
    try {
      return mkdirSync(lockDir)
    } catch (error) {
      if (error.code !== 'EEXIST' || tries > 6000) throw error
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10)
    }
  }
}

/**
 * The fresh accounts: signed out, no app, no secret; `taken` app names belong to others, `failOnce` calls fail once.
 * A PRIVATE repository is one on GitHub Free: GitHub refuses it environments.
 */
const fresh = {
  fly: { signedIn: false, apps: [], secrets: {} },
  gh: { signedIn: false, permission: 'ADMIN', visibility: 'PUBLIC', secrets: {}, variables: {}, environments: {}, runs: 0 },
  taken: [],
  failOnce: [],
}

const out = (text) => process.stdout.write(text)
const fail = (text, code = 1) => {
  process.stderr.write(text)
  process.exitCode = code
}
const option = (args, name) => args[args.indexOf(name) + 1]

const fly = {
  'auth whoami': (s) =>
    s.fly.signedIn ? out('dona@exemplo.com.br\n') : fail("Error: No access token available. Please login with 'flyctl auth login'\n"),
  'auth login': (s) => {
    s.fly.signedIn = true
    out(
      'Opening https://fly.io/app/auth/cli/0123456789abcdef ...\n\nWaiting for session... Done\nsuccessfully logged in as dona@exemplo.com.br\n',
    )
  },
  'apps list': (s) =>
    out(
      `${JSON.stringify(s.fly.apps.map((name) => ({ ID: name, Name: name, Status: 'pending', Deployed: false, Hostname: `${name}.fly.dev`, Organization: { Slug: 'personal', Name: 'Dona' } })))}\n`,
    ),
  'apps create': (s, args) => {
    const name = args[2]
    if (s.taken.includes(name) || s.fly.apps.includes(name)) return fail('Error: Validation failed: Name has already been taken\n')
    s.fly.apps.push(name)
    out(`${JSON.stringify({ ID: name, Name: name, Status: 'pending', Organization: { Slug: option(args, '--org') } })}\n`)
  },
  'tokens create': (s, args) =>
    s.fly.apps.includes(option(args, '--app'))
      ? out(`FlyV1 fm2_${randomBytes(48).toString('base64')},fm2_${randomBytes(24).toString('base64')}\n`)
      : fail(`Error: Could not find App "${option(args, '--app')}"\n`),
  'secrets import': (s, args, input) => {
    const app = option(args, '--app')
    for (const line of input.split('\n').filter(Boolean))
      s.fly.secrets[`${app}/${line.slice(0, line.indexOf('='))}`] = line.slice(line.indexOf('=') + 1)
    out('Secrets have been staged, but not set on VMs. Deploy or update machines in this app for the secrets to take effect.\n')
  },
}

const gh = {
  'auth status': (s) =>
    s.gh.signedIn
      ? out(
          'github.com\n  ✓ Logged in to github.com account dona (keyring)\n  - Active account: true\n  - Git operations protocol: https\n',
        )
      : fail('You are not logged into any GitHub hosts. To log in, run: gh auth login\n'),
  'auth login': (s) => {
    s.gh.signedIn = true
    out(
      '! First copy your one-time code: ABCD-1234\nOpening https://github.com/login/device in your browser...\n✓ Authentication complete.\n✓ Logged in as dona\n',
    )
  },
  'repo view': (s) =>
    out(
      `${JSON.stringify({ nameWithOwner: 'dona/cortinas', viewerPermission: s.gh.permission, visibility: s.gh.visibility ?? 'PUBLIC' })}\n`,
    ),
  'secret list': (s, args) =>
    out(`${JSON.stringify(Object.keys(secretsOf(s, args)).map((name) => ({ name, updatedAt: '2026-11-29T00:00:00Z' })))}\n`),
  'variable get': (s, args) =>
    args[2] in s.gh.variables ? out(`${s.gh.variables[args[2]]}\n`) : fail(`variable ${args[2]} was not found\n`),
  'variable list': (s) =>
    out(`${JSON.stringify(Object.keys(s.gh.variables).map((name) => ({ name, updatedAt: '2026-11-29T00:00:00Z' })))}\n`),
  'secret set': (s, args, input) => {
    secretsOf(s, args)[args[2]] = input
    out(`✓ Set Actions secret ${args[2]} for dona/cortinas\n`)
  },
  'variable set': (s, args) => {
    out(`✓ ${args[2] in s.gh.variables ? 'Updated' : 'Created'} variable ${args[2]} for dona/cortinas\n`)
    s.gh.variables[args[2]] = option(args, '--body')
  },
  'secret delete': (s, args) => (delete secretsOf(s, args)[args[2]], out(`✓ Deleted secret ${args[2]} from dona/cortinas\n`)),
  'variable delete': (s, args) => (delete s.gh.variables[args[2]], out(`✓ Deleted variable ${args[2]} from dona/cortinas\n`)),
  'workflow run': (s, args) => {
    s.gh.runs += 1
    out(
      `✓ Created workflow_dispatch event for ${args[2]} at main\n\nTo see runs for this workflow, try: gh run list --workflow="${args[2]}"\n`,
    )
  },
}

/** The secrets `gh secret` reaches: an environment's with `--env` (which must exist), else the repository's. */
function secretsOf(s, args) {
  if (!args.includes('--env')) return s.gh.secrets
  const environment = s.gh.environments?.[option(args, '--env')]
  if (environment) return environment.secrets
  fail('HTTP 404: Not Found (https://api.github.com/)\n')
  return {}
}

/** `gh api [--method M] repos/dona/cortinas/environments/<name>[/deployment-branch-policies]`, as GitHub answers them. */
function api(s, args, input) {
  const method = args.includes('--method') ? option(args, '--method') : 'GET'
  const [, name, policies] =
    args.find((arg) => arg.startsWith('repos/'))?.match(/environments\/([^/]+)(\/deployment-branch-policies)?$/) ?? []
  s.gh.environments ??= {}
  const environment = s.gh.environments[name]
  if (method === 'PUT' && !policies) {
    if (s.gh.visibility === 'PRIVATE')
      return fail('gh: Fail to create protected rule, please ensure billing plan include protected branch gate. (HTTP 422)\n')
    const { deployment_branch_policy: branchPolicy } = JSON.parse(input || '{}')
    s.gh.environments[name] = { branches: [], secrets: {}, ...environment, branchPolicy }
    return out(`${JSON.stringify({ name, deployment_branch_policy: branchPolicy })}\n`)
  }
  if (!environment || !policies) return fail('gh: Not Found (HTTP 404)\n')
  if (method === 'GET')
    return out(
      `${JSON.stringify({ total_count: environment.branches.length, branch_policies: environment.branches.map((branch) => ({ name: branch, type: 'branch' })) })}\n`,
    )
  const branch = args.find((arg) => arg.startsWith('name='))?.slice('name='.length)
  if (environment.branches.includes(branch)) return fail('gh: Validation Failed: name already exists (HTTP 422)\n')
  environment.branches.push(branch)
  out(`${JSON.stringify({ name: branch, type: 'branch' })}\n`)
}

/** Answers one call of `tool` ('fly' or 'gh'). */
export function answer(tool) {
  const args = process.argv.slice(2)
  const input = process.stdin.isTTY ? '' : readFileSync(0, 'utf8')
  appendFileSync(join(folder, 'calls.jsonl'), `${JSON.stringify({ tool, args, input })}\n`)
  // The command runs some calls at once (Promise.all): one call at a time reads and writes the accounts.
  lock()
  try {
    let state
    try {
      state = JSON.parse(readFileSync(stateFile, 'utf8'))
    } catch {
      state = structuredClone(fresh)
    }
    const call = `${tool} ${args.slice(0, 2).join(' ')}`
    const failing = state.failOnce.indexOf(call)
    if (failing >= 0) {
      state.failOnce.splice(failing, 1)
      fail('HTTP 500: Server Error (https://api.github.com/)\n')
    } else {
      const handler = tool === 'gh' && args[0] === 'api' ? api : (tool === 'fly' ? fly : gh)[args.slice(0, 2).join(' ')]
      if (handler) handler(state, args, input)
      else fail(`Error: unknown command "${args.join(' ')}" for "${tool}"\n`)
    }
    writeFileSync(`${stateFile}.new`, JSON.stringify(state, null, 2))
    renameSync(`${stateFile}.new`, stateFile)
  } finally {
    rmdirSync(lockDir)
  }
}
