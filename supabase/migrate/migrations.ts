import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import pg from 'pg'
import { checkPending } from './checks.ts'
import { MIGRATION_LOCK, takeMigrationLock, type LockWait } from './lock.ts'

export { findTransactionControl } from './transactionControl.ts'
export { INCLUDE_ALL, MigrationRefused } from './checks.ts'

// Plain Node runs this file in the production image (type stripping): erasable syntax only, and nothing but pg.

/** One file of `supabase/migrations/`, named `<version>_<name>.sql` as the Supabase CLI reads it. */
export interface Migration {
  file: string
  version: string
  name: string
  sql: string
}

/** A migration PostgreSQL refused: the file, the line when PostgreSQL gave a position, and its message. */
export class MigrationError extends Error {
  override name = 'MigrationError'
  readonly file: string
  readonly line: number | undefined
  readonly reason: string

  constructor(file: string, line: number | undefined, reason: string, cause: unknown) {
    super(`${file}${line === undefined ? '' : `, line ${line}`}: ${reason}`, { cause })
    this.file = file
    this.line = line
    this.reason = reason
  }
}

/** What the release step accepts beyond the defaults. */
export interface ApplyOptions {
  /** Apply pending files older than the newest recorded version too (INCLUDE_ALL). */
  includeAll?: boolean
  /** How long to wait for another run's lock. */
  lockWait?: LockWait
}

/** The Supabase CLI's own statements (pkg/migration/history.go), so a table either tool made suits both. */
const CREATE_HISTORY = [
  'create schema if not exists supabase_migrations',
  'create table if not exists supabase_migrations.schema_migrations (version text not null primary key)',
  'alter table supabase_migrations.schema_migrations add column if not exists statements text[]',
  'alter table supabase_migrations.schema_migrations add column if not exists name text',
]

/** The files of a migrations folder in version order, as the CLI takes them (`^[0-9]+_.*\.sql$`). */
export async function readMigrations(dir: string): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => /^\d+_.*\.sql$/.test(file)).sort()
  return Promise.all(
    files.map(async (file) => {
      const [, version = '', name = ''] = /^(\d+)_(.*)\.sql$/.exec(file) ?? []
      return { file, version, name, sql: await readFile(join(dir, file), 'utf8') }
    }),
  )
}

/** Whether the database has a migration history (the CLI, the stack or this module made one). */
export async function historyExists(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ ready: boolean }>(
    "select to_regclass('supabase_migrations.schema_migrations') is not null as ready",
  )
  return rows[0]?.ready === true
}

/** The migrations whose version the database has not recorded (all of them when it has no history yet). */
export async function pendingMigrations(client: pg.ClientBase, migrations: Migration[]): Promise<Migration[]> {
  if (!(await historyExists(client))) return migrations
  const applied = await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
  const done = new Set(applied.rows.map((row) => row.version))
  return migrations.filter((migration) => !done.has(migration.version))
}

/** Creates the history table as the CLI does, if it is missing. */
export async function ensureHistory(client: pg.ClientBase): Promise<void> {
  for (const statement of CREATE_HISTORY) await client.query(statement)
}

/**
 * Runs one file and records it in the caller's transaction. The file goes to PostgreSQL as one text, so an
 * error's position is a place in the file; `label` names it in the error (its path as the reader knows it).
 */
export async function applyMigration(client: pg.ClientBase, migration: Migration, label = migration.file): Promise<void> {
  await runSql(client, migration.sql, label)
  await client.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
    migration.version,
    migration.name,
    [migration.sql],
  ])
}

/** Runs a whole SQL file; a refusal becomes a MigrationError naming `label` and the line. */
export async function runSql(client: pg.ClientBase, sql: string, label: string): Promise<void> {
  try {
    await client.query(sql)
  } catch (error) {
    if (!(error instanceof pg.DatabaseError)) throw error
    const line = error.position ? sql.slice(0, Number(error.position) - 1).split('\n').length : undefined
    throw new MigrationError(label, line, error.message, error)
  }
}

/**
 * The release step: applies each pending migration in its own transaction, in version order, and stops at the
 * first failure (that file rolled back, the ones before it kept); a refused file (checkPending) stops it before
 * any runs. One run at a time per database (an advisory lock, waited for a bounded time), so two deploys never
 * apply the same file twice.
 */
export async function applyPendingMigrations(
  client: pg.ClientBase,
  dir: string,
  onApplied: (migration: Migration) => void = () => undefined,
  { includeAll = false, lockWait }: ApplyOptions = {},
): Promise<Migration[]> {
  await takeMigrationLock(client, lockWait)
  try {
    await ensureHistory(client)
    const pending = await pendingMigrations(client, await readMigrations(dir))
    await checkPending(client, pending, (migration) => join(dir, migration.file), includeAll)
    for (const migration of pending) {
      await client.query('begin')
      try {
        await applyMigration(client, migration, join(dir, migration.file))
        await client.query('commit')
      } catch (error) {
        await client.query('rollback')
        throw error
      }
      onApplied(migration)
    }
    return pending
  } finally {
    await client.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`)
  }
}
