import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectTestStack, type TestStack } from '../testStack.ts'

const root = fileURLToPath(new URL('../../..', import.meta.url))
let t: TestStack
let dir: string
let database: string
let databaseUrl: string

interface Run {
  code: number
  stdout: string
  stderr: string
}

/** `npm run migracoes:aplicar`, as the publishing workflow runs it, on this test's database and folder. */
function migrate(env: Record<string, string>): Promise<Run> {
  return new Promise((done) => {
    execFile(
      'npm',
      ['run', '--silent', 'migracoes:aplicar'],
      { cwd: root, env: { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}`, ...env } },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

const onTestDatabase = (env: Record<string, string> = {}) => migrate({ DATABASE_URL: databaseUrl, MIGRATIONS_DIR: dir, ...env })

async function query<Row extends pg.QueryResultRow>(sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query<Row>(sql)).rows
  } finally {
    await client.end()
  }
}

const history = () =>
  query<{ version: string; name: string; statements: string[] }>(
    'select version, name, statements from supabase_migrations.schema_migrations order by version',
  )

const FIRST = 'create table public.cortinas (id int primary key);\n'
const SECOND = 'insert into public.cortinas values (1), (2);\n'

beforeAll(async () => {
  t = await connectTestStack()
  database = `migracoes_${Date.now()}_${process.pid}`
  await t.sql(`create database ${database}`)
  const url = new URL(t.stack.dbUrl)
  url.pathname = `/${database}`
  databaseUrl = url.href
  dir = await mkdtemp(join(tmpdir(), 'migracoes-'))
  await writeFile(join(dir, '20990101000000_cortinas.sql'), FIRST)
  await writeFile(join(dir, '20990101000100_dois_modelos.sql'), SECOND)
})

afterAll(async () => {
  await t?.sql(`drop database if exists ${database} with (force)`)
  await t?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('npm run migracoes:aplicar', () => {
  it('applies every file to a database without history, recording them as the Supabase CLI does', async () => {
    const run = await onTestDatabase()
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('Migração aplicada: 20990101000000_cortinas.sql')
    expect(run.stdout).toContain('Migração aplicada: 20990101000100_dois_modelos.sql')
    expect(await history()).toEqual([
      { version: '20990101000000', name: 'cortinas', statements: [FIRST] },
      { version: '20990101000100', name: 'dois_modelos', statements: [SECOND] },
    ])
  }, 30_000)

  it('does nothing the second time', async () => {
    const run = await onTestDatabase()
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('Nenhuma migração nova')
    expect(await query('select id from public.cortinas order by id')).toEqual([{ id: 1 }, { id: 2 }])
    expect(await history()).toHaveLength(2)
  }, 30_000)

  it('applies only a new file', async () => {
    await writeFile(join(dir, '20990102000000_terceiro.sql'), 'insert into public.cortinas values (3);\n')
    const run = await onTestDatabase()
    expect(run.code).toBe(0)
    expect(run.stdout).not.toContain('20990101000000_cortinas.sql')
    expect(run.stdout).toContain('Migração aplicada: 20990102000000_terceiro.sql')
    expect(await query('select count(*)::int as n from public.cortinas')).toEqual([{ n: 3 }])
  }, 30_000)

  it('stops at a broken file with its line and message, keeping nothing of it', async () => {
    const file = '20990103000000_quebrada.sql'
    await writeFile(join(dir, file), 'insert into public.cortinas values (4);\n\ncreat table public.janelas (id int);\n')
    await writeFile(join(dir, '20990104000000_depois.sql'), 'insert into public.cortinas values (5);\n')
    const run = await onTestDatabase({ GITHUB_ACTIONS: 'true' })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(`${join(dir, file)}, linha 3, falhou: syntax error at or near "creat"`)
    expect(run.stdout).toContain(`::error file=${join(dir, file)},line=3,title=Migração com erro::syntax error at or near "creat"`)
    expect(await query('select count(*)::int as n from public.cortinas')).toEqual([{ n: 3 }])
    expect((await history()).map((row) => row.version)).toEqual(['20990101000000', '20990101000100', '20990102000000'])
  }, 30_000)

  it('agrees with the local stack, which records supabase/migrations/ through the same code', async () => {
    const run = await migrate({ DATABASE_URL: t.stack.dbUrl })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('Nenhuma migração nova')
  }, 30_000)

  it('says what is missing without DATABASE_URL', async () => {
    const run = await migrate({ DATABASE_URL: '' })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('DATABASE_URL não está definido')
  }, 30_000)
})
