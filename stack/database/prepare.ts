import { readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import pg from 'pg'
import { StackError } from '../errors.ts'
import { applyMigration, historyExists, MigrationError, pendingMigrations, readMigrations, runSql } from '@cortinas/migrate'

interface PrepareOptions {
  /** Superuser connection URL. */
  url: string
  /** Project root holding `supabase/` and `stack/`. */
  root: string
  authenticatorPassword: string
  /** The admin that seed.local.sql creates on the first start. */
  admin: { email: string; password: string }
}

/** Where the stack's own SQL files live under the project root: beside this module. */
const SQL_DIR = ['stack', 'database']

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
 * auth-upgrade.sql, which every start runs.
 */
export async function prepareDatabase(options: PrepareOptions): Promise<PrepareResult> {
  const client = new pg.Client({ connectionString: options.url })
  await client.connect()
  try {
    const migrations = await readMigrations(join(options.root, 'supabase', 'migrations'))
    const created = !(await historyExists(client))
    const pending = await pendingMigrations(client, migrations)
    await client.query('begin')
    try {
      if (created) {
        await runFile(client, join(options.root, ...SQL_DIR, 'bootstrap.sql'))
        await client.query(`alter role authenticator password ${client.escapeLiteral(options.authenticatorPassword)}`)
      }
      await runFile(client, join(options.root, ...SQL_DIR, 'auth-upgrade.sql'))
      for (const migration of pending) {
        await explained(applyMigration(client, migration, join('supabase', 'migrations', migration.file)))
      }
      if (created) {
        await runFile(client, join(options.root, 'supabase', 'seed.sql'))
        await client.query("select set_config('stack.admin_email', $1, true), set_config('stack.admin_password', $2, true)", [
          options.admin.email,
          options.admin.password,
        ])
        await runFile(client, join(options.root, ...SQL_DIR, 'seed.local.sql'))
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

/** Runs one SQL file of the stack (bootstrap, seeds). */
async function runFile(client: pg.Client, path: string): Promise<void> {
  await explained(runSql(client, await readFile(path, 'utf8'), relative(process.cwd(), path)))
}

/** A refused file says where, and that nothing of this start was kept. */
async function explained(step: Promise<void>): Promise<void> {
  try {
    await step
  } catch (error) {
    if (!(error instanceof MigrationError)) throw error
    throw new StackError(`${error.message}\nFix the file and start again: nothing of this start was applied.`, { cause: error })
  }
}
