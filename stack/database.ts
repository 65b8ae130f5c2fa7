import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import pg from 'pg'
import { StackError } from './errors.ts'

interface PrepareOptions {
  /** Superuser connection URL. */
  url: string
  /** Project root holding `supabase/` and `stack/`. */
  root: string
  authenticatorPassword: string
  /** The admin that stack/seed.local.sql creates on the first start. */
  admin: { email: string; password: string }
}

/** What `prepareDatabase` did. */
export interface PrepareResult {
  /** True on the first start: bootstrap, every migration and the seeds were applied. */
  created: boolean
  /** Migration files applied during this start. */
  applied: string[]
}

/**
 * First start: bootstrap, migrations and seeds in one transaction, so a failed first start leaves
 * nothing half done. Later starts apply only migrations added since (seeds never run twice) and
 * stack/auth-upgrade.sql, which every start runs.
 */
export async function prepareDatabase(options: PrepareOptions): Promise<PrepareResult> {
  const client = new pg.Client({ connectionString: options.url })
  await client.connect()
  try {
    const migrations = await readMigrations(options.root)
    const { rows } = await client.query<{ ready: boolean }>(
      "select to_regclass('supabase_migrations.schema_migrations') is not null as ready",
    )
    const created = !rows[0]?.ready
    const done = created ? new Set<string>() : await appliedVersions(client)
    const pending = migrations.filter((migration) => !done.has(migration.version))
    await client.query('begin')
    try {
      if (created) {
        await runFile(client, join(options.root, 'stack', 'bootstrap.sql'))
        await client.query(`alter role authenticator password ${client.escapeLiteral(options.authenticatorPassword)}`)
      }
      await runFile(client, join(options.root, 'stack', 'auth-upgrade.sql'))
      for (const migration of pending) {
        await runFile(client, join(options.root, 'supabase', 'migrations', migration.file), migration.sql)
        await client.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
          migration.version,
          migration.name,
          [migration.sql],
        ])
      }
      if (created) {
        await runFile(client, join(options.root, 'supabase', 'seed.sql'))
        await client.query("select set_config('stack.admin_email', $1, true), set_config('stack.admin_password', $2, true)", [
          options.admin.email,
          options.admin.password,
        ])
        await runFile(client, join(options.root, 'stack', 'seed.local.sql'))
      }
      await client.query('commit')
    } catch (error) {
      await client.query('rollback')
      throw error
    }
    return { created, applied: pending.map((migration) => migration.file) }
  } finally {
    await client.end()
  }
}

/** Runs one SQL file; an error names the file and the line, and says that nothing of this start was kept. */
async function runFile(client: pg.Client, path: string, sql?: string): Promise<void> {
  const text = sql ?? (await readFile(path, 'utf8'))
  try {
    await client.query(text)
  } catch (error) {
    if (!(error instanceof pg.DatabaseError)) throw error
    const line = error.position ? `, line ${text.slice(0, Number(error.position)).split('\n').length}` : ''
    throw new StackError(
      `${relative(process.cwd(), path)}${line}: ${error.message}\nFix the file and start again: nothing of this start was applied.`,
      { cause: error },
    )
  }
}

interface Migration {
  file: string
  version: string
  name: string
  sql: string
}

/** Reads `supabase/migrations/<version>_<name>.sql` in version order, as the Supabase CLI does. */
async function readMigrations(root: string): Promise<Migration[]> {
  const dir = join(root, 'supabase', 'migrations')
  const files = (await readdir(dir)).filter((file) => /^\d+_.+\.sql$/.test(file)).sort()
  return Promise.all(
    files.map(async (file) => {
      const [version = '', ...rest] = file.slice(0, -'.sql'.length).split('_')
      return { file, version, name: rest.join('_'), sql: await readFile(join(dir, file), 'utf8') }
    }),
  )
}

async function appliedVersions(client: pg.Client): Promise<Set<string>> {
  const { rows } = await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
  return new Set(rows.map((row) => row.version))
}
