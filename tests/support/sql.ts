import pg from 'pg'

/** Runs SQL as the database's superuser, bypassing RLS (to arrange a test or check what is really stored). */
export type Sql = <Row extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<Row[]>

/** SQL on the database at `dbUrl`, each call on a connection of its own. */
export function sqlAt(dbUrl: string): Sql {
  return async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: dbUrl })
    await client.connect()
    try {
      return (await client.query<Row>(text, values)).rows
    } finally {
      await client.end()
    }
  }
}
