import { identityToRecipient } from 'age-encryption'
import { spawn } from 'node:child_process'
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectTestStack, unique, type TestStack } from '../testStack.ts'

/**
 * `npm run site:colocar-no-ar` end to end: the local stack stands in for the hosted Supabase project, and
 * tests/support/stand-ins for Fly.io's and GitHub's programs (GO_LIVE_TOOLS), which record their calls.
 */
const repo = resolve('.')
let root = ''
const accounts = mkdtempSync(join(tmpdir(), 'contas-'))
let t: TestStack

/** Runs the command in the site folder, typing `lines` on its stdin: exit code and output. */
function goLive(lines: string[], folder?: string, state = accounts): Promise<{ code: number; output: string }> {
  const child = spawn(join(repo, 'node_modules/.bin/tsx'), [join(repo, 'scripts/go-live/cli.ts')], {
    cwd: folder ?? root,
    env: {
      ...process.env,
      PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}`,
      GO_LIVE_TOOLS: join(repo, 'tests/support/stand-ins'),
      STAND_IN_STATE: state,
    },
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stdin.end(lines.map((line) => `${line}\n`).join(''))
  return new Promise((done) => child.on('close', (code) => done({ code: code ?? 1, output })))
}

const calls = () =>
  readFileSync(join(accounts, 'calls.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { tool: string; args: string[]; input: string })
const accountState = () =>
  JSON.parse(readFileSync(join(accounts, 'state.json'), 'utf8')) as {
    fly: { apps: string[]; secrets: Record<string, string> }
    gh: {
      secrets: Record<string, string>
      variables: Record<string, string>
      environments: Record<string, { branches: string[]; secrets: Record<string, string> }>
      runs: number
    }
  }

/** A site with every value real (tests/fixtures/site), this project's migrations and fly.toml. */
function siteFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'site-'))
  cpSync('tests/fixtures/site', join(folder, 'content'), { recursive: true })
  symlinkSync(resolve('content/images'), join(folder, 'content/images'))
  mkdirSync(join(folder, 'supabase'))
  symlinkSync(resolve('supabase/migrations'), join(folder, 'supabase/migrations'))
  // One of the seed's drafts: the launch check asks the database about it, and finds it unpublished.
  writeFileSync(join(folder, 'supabase/seed.sql'), "insert into public.posts (slug) values ('rascunho-que-ninguem-publicou');\n")
  copyFileSync('fly.toml', join(folder, 'fly.toml'))
  return folder
}

const SITE = 'https://www.cortinas-exemplo.com.br'
/** A database password with every character that breaks a connection string. */
const DB_PASSWORD = 'se@nha#1/2:3'
let role = ''
let pooler = ''

beforeAll(async () => {
  t = await connectTestStack()
  root = siteFolder()
  role = unique('dona').replaceAll('-', '_').slice(0, 40)
  await t.sql(`create role ${role} login superuser password '${DB_PASSWORD}'`)
  pooler = `postgresql://${role}:[YOUR-PASSWORD]@127.0.0.1:${new URL(t.stack.dbUrl).port}/postgres`
  writeFileSync(join(accounts, 'state.json'), JSON.stringify({ ...fresh(), taken: ['cortinas-sob-medida'], failOnce: ['gh workflow run'] }))
})

afterAll(async () => {
  await t?.sql(`drop role if exists ${role}`)
  await t?.stop()
  rmSync(root, { recursive: true, force: true })
  rmSync(accounts, { recursive: true, force: true })
})

const fresh = () => ({
  fly: { signedIn: false, apps: [], secrets: {} },
  // A variable in the Secrets tab, and a secret set at the repository's level before environments.
  gh: { signedIn: false, permission: 'ADMIN', secrets: { FLY_APP: 'antigo', DATABASE_URL: 'antigo' }, variables: {}, runs: 0 },
  taken: [],
  failOnce: [],
})

describe('npm run site:colocar-no-ar', () => {
  const email = `${unique('dona')}@exemplo.com.br`

  it('goes from signed-out accounts to the publish, answering each slip in pt-BR with the setting named', async () => {
    const { url, anonKey, serviceKey } = t.stack
    const run = await goLive([
      SITE,
      'Cortinas da Ana',
      'cortinas-da-ana',
      `${url}/rest/v1/`,
      url,
      serviceKey,
      anonKey,
      anonKey,
      serviceKey,
      pooler,
      'senha-errada-1',
      DB_PASSWORD,
      email,
      'senha-do-painel-1',
      'depois',
      'guardei',
    ])
    const out = run.output
    expect(out).toContain('Fly.io: conectada como dona@exemplo.com.br.')
    expect(out).toContain('Repositório: dona/cortinas (você administra).')
    expect(out).toContain('O nome cortinas-sob-medida já é de outra pessoa na Fly.io.')
    expect(out).toContain('FLY_APP: o nome do app da Fly.io tem só letras minúsculas')
    expect(out).toContain('Escrevi cortinas-da-ana na linha app = do fly.toml')
    expect(readFileSync(join(root, 'fly.toml'), 'utf8')).toMatch(/^app = "cortinas-da-ana"$/m)
    expect(out).toContain(`SUPABASE_URL: tem "/rest/v1/" depois do endereço: use só ${url}.`)
    expect(out).toContain('SUPABASE_ANON_KEY: é uma chave de papel "service_role"')
    expect(out).toContain('(esta é a que vai em SUPABASE_SERVICE_ROLE_KEY: estão trocadas?)')
    expect(out).toContain('SUPABASE_SERVICE_ROLE_KEY: é uma chave de papel "anon"')
    expect(out).toContain('DATABASE_URL: a senha do banco não confere.')
    expect(out).toContain('A senha tem caracteres como @, # ou /: no DATABASE_URL ela vai codificada')
    expect(out).toContain('é administradora do blog')
    expect(out).toContain('Authentication → URL Configuration → Site URL → https://www.cortinas-exemplo.com.br')
    expect(out).toContain('FLY_APP estava na aba Secrets, que não é a dele: apagado de lá.')
    expect(out).toContain('Ambiente production: só a branch main recebe os segredos.')
    expect(out).toContain('Apagadas as cópias antigas em Repository secrets (agora só no ambiente): DATABASE_URL.')
    expect(out).toContain('Tudo pronto para publicar')
    // The first publish failed on GitHub's side: the run stops there, in pt-BR.
    expect(out).toContain('O GitHub não deixou começar a publicação: HTTP 500')
    expect(run.code).toBe(1)
    for (const secret of [serviceKey, anonKey, DB_PASSWORD, 'senha-do-painel-1']) expect(out).not.toContain(secret)

    const accountsNow = accountState()
    expect(accountsNow.fly.apps).toEqual(['cortinas-da-ana'])
    expect(accountsNow.fly.secrets).toEqual({
      'cortinas-da-ana/SUPABASE_URL': url,
      'cortinas-da-ana/SUPABASE_ANON_KEY': anonKey,
      'cortinas-da-ana/SUPABASE_SERVICE_ROLE_KEY': serviceKey,
      'cortinas-da-ana/SITE_REPOSITORY': 'dona/cortinas',
    })
    const databaseUrl = pooler.replace('[YOUR-PASSWORD]', encodeURIComponent(DB_PASSWORD))
    expect(accountsNow.gh.secrets).toEqual({})
    expect(accountsNow.gh.environments.production?.branches).toEqual(['main'])
    expect(accountsNow.gh.environments.production?.secrets).toEqual({
      SUPABASE_URL: url,
      SUPABASE_ANON_KEY: anonKey,
      SUPABASE_SERVICE_ROLE_KEY: serviceKey,
      DATABASE_URL: databaseUrl,
      FLY_API_TOKEN: expect.stringMatching(/^FlyV1 fm2_/),
    })
    const { BACKUP_AGE_RECIPIENT: recipient, ...variables } = accountsNow.gh.variables
    expect(variables).toEqual({ FLY_APP: 'cortinas-da-ana', SITE_URL: SITE })
    // The backups' private key is shown once, matches the public key set on GitHub, and is written nowhere.
    const identity = /^ {3}(AGE-SECRET-KEY-1[0-9A-Z]+)$/m.exec(out)?.[1] ?? ''
    expect(recipient).toBe(await identityToRecipient(identity))
    expect(readFileSync(join(root, '.ferramentas/colocar-no-ar.json'), 'utf8')).not.toContain('AGE-SECRET-KEY')
    // Secrets go through stdin, never on a command line; the sign-ins ran once each.
    for (const call of calls()) for (const secret of [serviceKey, anonKey, databaseUrl]) expect(call.args.join(' ')).not.toContain(secret)
    expect(calls().filter((call) => call.args[1] === 'login')).toHaveLength(2)
    expect(readFileSync(join(root, '.ferramentas/colocar-no-ar.json'), 'utf8')).not.toMatch(/eyJ|sb_|senha|se@nha/)
  }, 180_000)

  it('resumes on a second run: skips what is done, asks again only for the keys, and starts the publish', async () => {
    const { url, anonKey, serviceKey } = t.stack
    const before = calls().length
    const run = await goLive(['', '', anonKey, serviceKey, pooler, DB_PASSWORD, 'depois'])
    expect(run.code, run.output).toBe(0)
    expect(run.output).toContain('Chave das cópias: já no GitHub (BACKUP_AGE_RECIPIENT).')
    expect(run.output).not.toContain('AGE-SECRET-KEY')
    for (const done of ['App cortinas-da-ana', 'Migrações', `Conta ${email}`, 'Segredos da Fly.io', 'Ajustes de dona/cortinas'])
      expect(run.output).toContain(`${done}: já feito numa vez anterior.`)
    expect(run.output).toContain(`[Enter: ${url}]`)
    expect(run.output).toContain('Publicação começada: acompanhe em https://github.com/dona/cortinas/actions/workflows/publicar.yml')
    expect(run.output).toContain('certs add www.cortinas-exemplo.com.br --app cortinas-da-ana')
    const again = calls()
      .slice(before)
      .map((call) => `${call.tool} ${call.args.slice(0, 2).join(' ')}`)
    expect(again).toEqual([
      'fly auth whoami',
      'gh auth status',
      'gh repo view',
      'gh secret list',
      'gh variable list',
      'gh variable get',
      'gh workflow run',
    ])
    expect(accountState().gh.runs).toBe(1)
  }, 180_000)

  it('stops at once, in pt-BR, when the repository is not hers (only its admin sets its secrets)', async () => {
    const folder = siteFolder()
    const other = mkdtempSync(join(tmpdir(), 'contas-'))
    writeFileSync(
      join(other, 'state.json'),
      JSON.stringify({
        ...fresh(),
        fly: { signedIn: true, apps: [], secrets: {} },
        gh: { ...fresh().gh, signedIn: true, permission: 'WRITE' },
      }),
    )
    const run = await goLive([], folder, other)
    expect(run.code).toBe(1)
    expect(run.output).toContain('O repositório dona/cortinas não é seu')
    expect(run.output).toContain('Transfer ownership')
    rmSync(folder, { recursive: true, force: true })
    rmSync(other, { recursive: true, force: true })
  }, 60_000)
})
