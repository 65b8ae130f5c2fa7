import type pg from 'pg'
import { findTransactionControl } from './transactionControl.ts'

// Plain Node runs this file in the production image (type stripping): erasable syntax only, and nothing but pg.

/** A file the release step will not run, with the reason in pt-BR (the owner's CI log reads it). */
export class MigrationRefused extends Error {
  override name = 'MigrationRefused'
}

/** The CLI's flag (`supabase db push --include-all`) that applies a file older than the newest recorded one. */
export const INCLUDE_ALL = '--include-all'

/** What the checks read of a pending migration (migrations.ts's Migration). */
interface Pending {
  file: string
  version: string
  sql: string
}

/**
 * Refuses, before anything runs, a file that commits, begins or rolls back a transaction of its own (it would stay
 * half applied, recorded nowhere) and, unless `includeAll`, a file older than the newest version recorded.
 */
export async function checkPending(
  client: pg.ClientBase,
  pending: Pending[],
  label: (m: Pending) => string,
  includeAll = false,
): Promise<void> {
  for (const migration of pending) {
    const control = findTransactionControl(migration.sql)
    if (control)
      throw new MigrationRefused(
        `${label(migration)}, linha ${control.line}: o arquivo tem um \`${control.word}\` próprio. Cada migração já roda ` +
          'numa transação; tire essa linha, ou o arquivo ficaria aplicado pela metade e sem registro.',
      )
  }
  const { rows } = await client.query<{ version: string | null }>(
    'select max(version) as version from supabase_migrations.schema_migrations',
  )
  const newest = rows[0]?.version
  const older = includeAll || !newest ? undefined : pending.find((migration) => BigInt(migration.version) < BigInt(newest))
  if (older)
    throw new MigrationRefused(
      `${label(older)} é anterior à última migração aplicada (${newest}) e seria aplicada fora de ordem. Dê a ele uma ` +
        `versão mais nova (renomeie o arquivo) ou, se a ordem não importa, rode com ${INCLUDE_ALL}.`,
    )
}
