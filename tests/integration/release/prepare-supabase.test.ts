import { spawn } from 'node:child_process'
import { delimiter, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectTestStack, unique, type TestStack } from '../testStack.ts'

const root = fileURLToPath(new URL('../../..', import.meta.url))
let t: TestStack

/** `npm run supabase:preparar` against the local stack as a hosted project, the password typed on stdin. */
function prepare(
  email: string,
  password: string,
  siteUrl: string,
  values: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  const child = spawn('npm', ['run', '--silent', 'supabase:preparar', '--', email], {
    cwd: root,
    env: {
      ...process.env,
      PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}`,
      SUPABASE_URL: t.stack.url,
      SUPABASE_SERVICE_ROLE_KEY: t.stack.serviceKey,
      DATABASE_URL: t.stack.dbUrl,
      SITE_URL: siteUrl,
      ...values,
    },
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stdin.end(`${password}\n`)
  return new Promise((done) => child.on('close', (code) => done({ code: code ?? 1, output })))
}

const isAdmin = async (email: string, password: string) => (await (await t.signedIn({ email, password })).rpc('is_admin')).data

/** The local stack's site URL (the shared stack keeps the default). */
const LOCAL_SITE = 'http://localhost:3000'

beforeAll(async () => {
  t = await connectTestStack()
})

afterAll(() => t?.stop())

describe('npm run supabase:preparar', () => {
  it('applies nothing new, creates the owner as admin without printing her password, and finds nothing to change', async () => {
    const email = `${unique('dona')}@exemplo.com.br`
    const password = `senha-${unique('p')}`
    const run = await prepare(email, password, LOCAL_SITE)
    expect(run.code, run.output).toBe(0)
    expect(run.output).toContain('Nenhuma migração nova')
    expect(run.output).toContain('é administradora do blog')
    expect(run.output).toContain('Tudo certo: nada a mudar no painel.')
    expect(run.output).not.toContain(password)
    expect(await isAdmin(email, password)).toBe(true)
    expect(await t.sql("select 1 from auth.users where email like 'preparar-%'")).toEqual([])
  }, 60_000)

  it('names the URL settings still to change when the site is elsewhere', async () => {
    const run = await prepare(`${unique('dona')}@exemplo.com.br`, `senha-${unique('p')}`, 'https://www.cortinas-exemplo.com.br')
    expect(run.code, run.output).toBe(0)
    expect(run.output).toContain('Authentication → URL Configuration → Site URL → https://www.cortinas-exemplo.com.br')
    expect(run.output).toContain(
      'Authentication → URL Configuration → Redirect URLs → Add URL → https://www.cortinas-exemplo.com.br/admin/nova-senha',
    )
    expect(run.output).not.toContain('Minimum password length')
    expect(run.output).not.toContain('Access token expiry time')
  }, 60_000)

  it('refuses a short password and creates nobody', async () => {
    const email = `${unique('curta')}@exemplo.com.br`
    const run = await prepare(email, 'curta', LOCAL_SITE)
    expect(run.code).toBe(1)
    expect(run.output).toContain('pelo menos 8 caracteres')
    expect(await t.sql('select 1 from auth.users where email = $1', [email])).toEqual([])
  }, 60_000)

  describe('names which of her values is wrong, in pt-BR, before or instead of a stack trace', () => {
    const slip = async (values: () => Record<string, string>, says: string) => {
      const email = `${unique('engano')}@exemplo.com.br`
      const run = await prepare(email, `senha-${unique('p')}`, LOCAL_SITE, values())
      expect(run.code).toBe(1)
      expect(run.output).toContain(says)
      expect(run.output).not.toMatch(/\n\s+at |Error:/)
      expect(await t.sql('select 1 from auth.users where email = $1', [email])).toEqual([])
    }

    it(
      'the anon key given as the service key (keys swapped)',
      () =>
        slip(
          () => ({ SUPABASE_SERVICE_ROLE_KEY: t.stack.anonKey }),
          'SUPABASE_SERVICE_ROLE_KEY: é uma chave de papel "anon", não a chave de serviço',
        ),
      60_000,
    )

    it(
      'the Project URL copied with /rest/v1/',
      () =>
        slip(
          () => ({ SUPABASE_URL: `${t.stack.url}/rest/v1/` }),
          `SUPABASE_URL: tem "/rest/v1/" depois do endereço: use só ${t.stack.url}.`,
        ),
      60_000,
    )

    it(
      'a wrong database password',
      () =>
        slip(() => {
          const url = new URL(t.stack.dbUrl)
          url.password = 'senha-errada'
          return { DATABASE_URL: url.href }
        }, 'DATABASE_URL: a senha do banco não confere.'),
      60_000,
    )

    it(
      'a database password with @ or # left as it is in DATABASE_URL',
      () =>
        slip(
          () => ({ DATABASE_URL: t.stack.dbUrl.replace(/:[^:@/]*@/, ':Senha@#1@') }),
          'DATABASE_URL: a senha do banco tem @ #, que quebra o endereço: gere uma senha nova só com letras e números',
        ),
      60_000,
    )
  })
})
