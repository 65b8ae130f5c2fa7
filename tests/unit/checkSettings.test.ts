import { UnsecuredJWT } from 'jose'
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { settingProblem } from '../../scripts/go-live/shapes.ts'

const REF = 'abcdefghijklmnopqrst'
const key = (role: string, ref = REF) => new UnsecuredJWT({ iss: 'supabase', ref, role }).encode()

/** Every setting of the publishing workflow, each in its right tab, as the workflow's step passes them. */
const good = {
  SUPABASE_URL: `https://${REF}.supabase.co`,
  SUPABASE_ANON_KEY: key('anon'),
  SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_0123456789abcdef',
  DATABASE_URL: `postgresql://postgres.${REF}:Senha123forte@aws-0-sa-east-1.pooler.supabase.com:5432/postgres?sslmode=no-verify`,
  FLY_API_TOKEN: 'FlyV1 fm2_lJPECAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA,fm2_lJPEAAAA',
  FLY_APP: 'cortinas-sob-medida',
  SITE_URL: 'https://www.cortinas-exemplo.com.br',
  BACKUP_AGE_RECIPIENT: 'age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p',
}

/** `node scripts/check-settings.ts` with plain Node (no tsx, as before `npm ci`) and only these variables. */
function check(env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['--experimental-strip-types', 'scripts/check-settings.ts'], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  })
  return { code: run.status, errors: run.stdout.split('\n').filter((line) => line.startsWith('::error')), output: run.stdout + run.stderr }
}

describe('npm run ajustes:conferir (the workflow step before npm ci)', () => {
  it('passes with every setting in its right tab and of the right shape', () => {
    const run = check(good)
    expect(run.output).toContain('Segredos e variáveis do repositório conferidos.')
    expect(run.code).toBe(0)
  })

  it('names a missing secret and the tab to create it in', () => {
    const { DATABASE_URL: _, ...env } = good
    const run = check(env)
    expect(run.code).toBe(1)
    expect(run.errors).toEqual([
      expect.stringMatching(
        /^::error title=Falta DATABASE_URL::.*crie-o em Settings → Environments → production → Environment secrets .*botão Add environment secret/,
      ),
    ])
  })

  it('names a secret created under Variables, and a variable created under Secrets', () => {
    const { SUPABASE_URL, FLY_APP, ...env } = good
    const run = check({ ...env, VAR_SUPABASE_URL: SUPABASE_URL, SECRET_FLY_APP: FLY_APP })
    expect(run.code).toBe(1)
    expect(run.errors).toEqual([
      expect.stringMatching(
        /^::error title=SUPABASE_URL está na aba errada::.*apague-o de Settings → Secrets and variables → Actions, aba Variables e crie-o em Settings → Environments → production/,
      ),
      expect.stringMatching(
        /^::error title=FLY_APP está na aba errada::.*é uma variável: apague-a de Settings → Environments → production .*e crie-a em Settings → Secrets and variables → Actions, aba Variables\./,
      ),
    ])
  })

  it("names the backups' public key when missing, under Secrets, the secret key itself, or not an age1 recipient", () => {
    const { BACKUP_AGE_RECIPIENT, ...env } = good
    expect(check(env).errors).toEqual([
      expect.stringMatching(/^::error title=Falta BACKUP_AGE_RECIPIENT::Falta uma variável, BACKUP_AGE_RECIPIENT: .*aba Variables/),
    ])
    expect(check({ ...env, SECRET_BACKUP_AGE_RECIPIENT: BACKUP_AGE_RECIPIENT }).errors).toEqual([
      expect.stringMatching(
        /^::error title=BACKUP_AGE_RECIPIENT está na aba errada::.*foi criada na aba Secrets, mas é uma variável: apague-a de .* e crie-a em .*aba Variables/,
      ),
    ])
    expect(check({ ...env, BACKUP_AGE_RECIPIENT: 'AGE-SECRET-KEY-1QQQ' }).errors).toEqual([
      expect.stringMatching(/^::error title=BACKUP_AGE_RECIPIENT errado::BACKUP_AGE_RECIPIENT: é a chave secreta das cópias/),
    ])
    const run = check({ ...env, BACKUP_AGE_RECIPIENT: `${BACKUP_AGE_RECIPIENT}x` })
    expect(run.errors).toEqual([expect.stringMatching(/^::error title=BACKUP_AGE_RECIPIENT errado::.*não é a chave pública das cópias/)])
    expect(run.code).toBe(1)
  })

  it('names a setting of the wrong shape: the service key as the anon key, a URL with /rest/v1/, a password with @', () => {
    const run = check({
      ...good,
      SUPABASE_ANON_KEY: key('service_role'),
      SUPABASE_URL: `${good.SUPABASE_URL}/rest/v1/`,
      DATABASE_URL: good.DATABASE_URL.replace('Senha123forte', 'Senha@123'),
    })
    expect(run.code).toBe(1)
    expect(run.errors).toEqual([
      expect.stringMatching(
        /^::error title=SUPABASE_URL errado::SUPABASE_URL: tem "\/rest\/v1\/" depois do endereço: use só https:\/\/abc/,
      ),
      expect.stringMatching(
        /^::error title=SUPABASE_ANON_KEY errado::SUPABASE_ANON_KEY: é uma chave de papel "service_role".*SUPABASE_SERVICE_ROLE_KEY/,
      ),
      expect.stringMatching(/^::error title=DATABASE_URL errado::DATABASE_URL: a senha do banco tem @, que quebra o endereço/),
    ])
  })
})

describe('the shape of each setting', () => {
  it.each([
    ['SUPABASE_URL', `https://supabase.com/dashboard/project/${REF}`, `use https://${REF}.supabase.co`],
    ['SUPABASE_URL', 'http://cortinas.com.br', 'não é o endereço de um projeto do Supabase'],
    ['SUPABASE_ANON_KEY', 'sb_secret_0123456789', 'estão trocadas?'],
    ['SUPABASE_SERVICE_ROLE_KEY', 'sb_publishable_0123456789', 'esta é a que vai em SUPABASE_ANON_KEY'],
    ['SUPABASE_ANON_KEY', key('anon', 'zyxwvutsrqponmlkjihg'), 'é de outro projeto do Supabase (zyxwvutsrqponmlkjihg)'],
    ['SUPABASE_ANON_KEY', 'eyJhbG ciOi', 'tem espaços'],
    ['DATABASE_URL', good.DATABASE_URL.replace('Senha123forte', 'a#b/c'), 'tem # /'],
    ['DATABASE_URL', good.DATABASE_URL.replace('Senha123forte', '[YOUR-PASSWORD]'), '[YOUR-PASSWORD]'],
    ['DATABASE_URL', good.DATABASE_URL.replace(':5432', ':6543'), 'Transaction pooler'],
    ['DATABASE_URL', good.DATABASE_URL.replace('?sslmode=no-verify', ''), 'acrescente ?sslmode=no-verify'],
    ['DATABASE_URL', `postgresql://postgres:x@db.${REF}.supabase.co:5432/postgres`, 'só funciona por IPv6'],
    ['FLY_API_TOKEN', 'FlyV1', 'linha inteira'],
    ['FLY_APP', 'Cortinas Sob Medida', 'letras minúsculas'],
    ['SITE_URL', 'www.cortinas.com.br', 'https://'],
  ] as const)('%s = %s', (name, value, says) => {
    expect(settingProblem(name, value, { SUPABASE_URL: good.SUPABASE_URL })).toContain(`${name}: `)
    expect(settingProblem(name, value, { SUPABASE_URL: good.SUPABASE_URL })).toContain(says)
  })

  it('takes the newer sb_ keys, the legacy keys and the local stack', () => {
    for (const [name, value] of Object.entries(good)) expect(settingProblem(name as keyof typeof good, value, good)).toBeNull()
    expect(settingProblem('SUPABASE_ANON_KEY', 'sb_publishable_0123456789')).toBeNull()
    expect(settingProblem('SUPABASE_SERVICE_ROLE_KEY', key('service_role'))).toBeNull()
    expect(settingProblem('SUPABASE_URL', 'http://127.0.0.1:54321')).toBeNull()
    expect(settingProblem('DATABASE_URL', 'postgresql://postgres:senha@127.0.0.1:5432/postgres')).toBeNull()
  })
})
