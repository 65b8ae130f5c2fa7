import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { applyPendingMigrations, INCLUDE_ALL, MigrationError, MigrationRefused } from '../supabase/migrate/migrations.ts'

/**
 * `npm run migracoes:aplicar` (in the image: `node scripts/migrate.ts`): applies the files of supabase/migrations/
 * that the database at DATABASE_URL has not recorded yet, each in its own transaction, recording them as
 * `supabase db push` does. Exit code 1, with the file, the line and PostgreSQL's message, when one fails; a file
 * holding its own COMMIT, or older than the newest recorded one (unless `--include-all`), is refused before any
 * runs. MIGRATIONS_DIR picks another folder (tests).
 */
const url = process.env.DATABASE_URL
// Beside this script, whatever the working folder (the image's or a clone's).
const dir = process.env.MIGRATIONS_DIR ?? relative(process.cwd(), fileURLToPath(new URL('../supabase/migrations', import.meta.url)))
if (!url) {
  fail('DATABASE_URL não está definido: use a connection string do projeto Supabase (Connect → Session pooler).')
}

const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 15_000 })
try {
  await client.connect()
  const applied = await applyPendingMigrations(client, dir, (migration) => console.log(`Migração aplicada: ${migration.file}`), {
    includeAll: process.argv.includes(INCLUDE_ALL),
  })
  console.log(applied.length ? `${applied.length} migração(ões) aplicada(s).` : 'Nenhuma migração nova: o banco já está em dia.')
} catch (error) {
  if (error instanceof MigrationError) {
    annotate(error)
    fail(
      `A migração ${error.file}${error.line === undefined ? '' : `, linha ${error.line}`}, falhou: ${error.reason}\n` +
        'Nada deste arquivo foi aplicado (as migrações anteriores a ele ficaram). O site no ar não mudou.',
    )
  }
  if (error instanceof MigrationRefused) fail(`${error.message}\nNenhuma migração foi aplicada. O site no ar não mudou.`)
  fail(`Não foi possível aplicar as migrações: ${error instanceof Error ? error.message : String(error)}`)
} finally {
  await client.end().catch(() => undefined)
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

/** On GitHub Actions, the error also marks the file and line on the commit's page. */
function annotate(error: MigrationError): void {
  if (process.env.GITHUB_ACTIONS !== 'true') return
  const where = `file=${error.file}${error.line === undefined ? '' : `,line=${error.line}`}`
  console.log(`::error ${where},title=Migração com erro::${error.reason.replace(/\r?\n/g, ' ')}`)
}
