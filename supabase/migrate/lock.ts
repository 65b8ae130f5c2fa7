import type pg from 'pg'

// Plain Node runs this file in the production image (type stripping): erasable syntax only, and nothing but pg.

/** The advisory lock one migrations run holds per database (SQL: the key, as the Supabase CLI's history names it). */
export const MIGRATION_LOCK = "hashtext('supabase_migrations')"

/** How long a run waits for another one's lock: `attempts` tries, `intervalMs` apart. */
export interface LockWait {
  attempts: number
  intervalMs: number
}

/** Two minutes: longer than any of this site's migrations takes, far shorter than the release job's 30 minutes. */
const DEFAULT_WAIT: LockWait = { attempts: 120, intervalMs: 1000 }

/** The session holding the lock, as pg_stat_activity describes it (null when it just let go). */
async function holder(client: pg.ClientBase): Promise<{ pid: number; text: string } | null> {
  const { rows } = await client.query<{ pid: number; app: string; since: string | null }>(
    `select a.pid, a.application_name as app, to_char(a.backend_start at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as since
       from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.objsubid = 1
        and l.objid::bigint = (${MIGRATION_LOCK}::bigint & 4294967295) and l.pid <> pg_backend_pid()
      limit 1`,
  )
  const found = rows[0]
  if (!found) return null
  const app = found.app ? ` (“${found.app}”)` : ''
  return { pid: found.pid, text: `processo ${found.pid}${app}${found.since ? `, conectado desde ${found.since} UTC` : ''}` }
}

/**
 * Takes the migrations lock, trying again every `intervalMs` up to `attempts` times; past that it fails in pt-BR,
 * naming the session that holds the lock when PostgreSQL says, and how to end it if it is stuck.
 */
export async function takeMigrationLock(client: pg.ClientBase, wait: LockWait = DEFAULT_WAIT): Promise<void> {
  for (let attempt = 1; attempt <= wait.attempts; attempt++) {
    const { rows } = await client.query<{ locked: boolean }>(`select pg_try_advisory_lock(${MIGRATION_LOCK}) as locked`)
    if (rows[0]?.locked) return
    if (attempt < wait.attempts) await new Promise((resolve) => setTimeout(resolve, wait.intervalMs))
  }
  const who = await holder(client)
  const seconds = Math.ceil((wait.attempts * wait.intervalMs) / 1000)
  throw new Error(
    `Outra aplicação de migrações segura este banco há mais de ${seconds} s${who ? ` (${who.text})` : ''}. Espere ela ` +
      'terminar e rode de novo; se ela travou, encerre-a no SQL Editor do Supabase com ' +
      `\`select pg_terminate_backend(${who?.pid ?? '<processo>'});\`.`,
  )
}
