import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'

/** A post as the tests compare it with the pages. */
export type StoredPost = { id: string; slug: string; title: string; subtitle: string; content: string; author: string | null }

/** Runs SQL on the project's local stack as the database's superuser (to arrange or check what is stored). */
export async function sql<Row extends pg.QueryResultRow = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: inject('stack').dbUrl })
  await client.connect()
  try {
    return (await client.query<Row>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** The visible posts in the blog's order (newest publication first, then by slug), whatever other test files added. */
export function publishedPosts(): Promise<StoredPost[]> {
  return sql<StoredPost>(
    'select id, slug, title, subtitle, content, author from public.posts where published and published_at <= now() and deleted_at is null order by published_at desc, slug',
  )
}

/** Stores a draft with a unique slug, as the admin would, and returns it. */
export async function createDraft(): Promise<StoredPost> {
  const id = randomUUID()
  const [draft] = await sql<StoredPost>(
    `insert into public.posts (slug, title, subtitle, content) values ($1, $2, 'Subtítulo do rascunho', '<p>Texto do rascunho.</p>')
     returning id, slug, title, subtitle, content, author`,
    [`rascunho-${id}`, `Rascunho ${id}`],
  )
  if (!draft) throw new Error('draft not stored')
  return draft
}
