import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectTestStack, type TestStack } from '../testStack.ts'
import { applyPendingMigrations } from '../../../supabase/migrate/migrations.ts'
import { MIGRATION_LOCK } from '../../../supabase/migrate/lock.ts'

const root = fileURLToPath(new URL('../../..', import.meta.url))
let t: TestStack
let dir: string
let database: string
let databaseUrl: string

/** `npm run migracoes:aplicar` with `args` on this test's database and folder. */
function migrate(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = {
    ...process.env,
    PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}`,
    DATABASE_URL: databaseUrl,
    MIGRATIONS_DIR: dir,
  }
  return new Promise((done) => {
    execFile('npm', ['run', '--silent', 'migracoes:aplicar', '--', ...args], { cwd: root, env }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

async function withClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'migracao-presa' })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

const tables = () =>
  withClient(async (client) =>
    (await client.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by 1")).rows.map(
      (row) => row.name,
    ),
  )
const versions = () =>
  withClient(async (client) =>
    (await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by 1')).rows.map(
      (row) => row.version,
    ),
  )

beforeAll(async () => {
  t = await connectTestStack()
  database = `recusas_${Date.now()}_${process.pid}`
  await t.sql(`create database ${database}`)
  const url = new URL(t.stack.dbUrl)
  url.pathname = `/${database}`
  databaseUrl = url.href
  dir = await mkdtemp(join(tmpdir(), 'recusas-'))
  await writeFile(join(dir, '20990105000000_base.sql'), 'create table public.base (id int);\n')
})

afterAll(async () => {
  await t?.sql(`drop database if exists ${database} with (force)`)
  await t?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('the release step refuses before running anything', () => {
  it('applies a function whose body says commit inside dollar quotes', async () => {
    const body = 'create function public.f() returns void language plpgsql as $$\nbegin\n  commit;\nend\n$$;\n'
    await writeFile(join(dir, '20990105000100_funcao.sql'), body)
    const run = await migrate()
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(await versions()).toEqual(['20990105000000', '20990105000100'])
  }, 30_000)

  it('a file with its own COMMIT, naming file and line; none of it runs', async () => {
    const file = '20990106000000_commit.sql'
    await writeFile(join(dir, file), 'create table public.a (id int);\ncommit;\ncreate table public.b (id int);\nselect 1/0;\n')
    const run = await migrate()
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(`${join(dir, file)}, linha 2: o arquivo tem um \`commit\` próprio.`)
    expect(run.stderr).toContain('Nenhuma migração foi aplicada.')
    expect(await tables()).toEqual(['base'])
    await rm(join(dir, file))
  }, 30_000)

  it('a file older than the newest applied, unless --include-all', async () => {
    const file = '20990101000000_antiga.sql'
    await writeFile(join(dir, file), 'create table public.antiga (id int);\n')
    const refused = await migrate()
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain(`${join(dir, file)} é anterior à última migração aplicada (20990105000100)`)
    expect(refused.stderr).toContain('rode com --include-all')
    expect(await tables()).toEqual(['base'])
    const included = await migrate('--include-all')
    expect(included.code).toBe(0)
    expect(included.stdout).toContain(`Migração aplicada: ${file}`)
    expect(await tables()).toEqual(['antiga', 'base'])
  }, 30_000)

  it('waits a bounded time for a held lock, naming who holds it', async () => {
    await withClient(async (holder) => {
      await holder.query(`select pg_advisory_lock(${MIGRATION_LOCK})`)
      const { rows } = await holder.query<{ pid: number }>('select pg_backend_pid() as pid')
      const waiting = new pg.Client({ connectionString: databaseUrl })
      await waiting.connect()
      try {
        const run = applyPendingMigrations(waiting, dir, undefined, { lockWait: { attempts: 3, intervalMs: 50 } })
        await expect(run).rejects.toThrow(
          `Outra aplicação de migrações segura este banco há mais de 1 s (processo ${rows[0]?.pid} (“migracao-presa”)`,
        )
        await expect(run).rejects.toThrow(`pg_terminate_backend(${rows[0]?.pid})`)
      } finally {
        await waiting.end()
      }
    })
  }, 30_000)
})
