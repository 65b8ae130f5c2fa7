import { randomUUID } from 'node:crypto'
import type { QueryResultRow } from 'pg'
import { inject } from 'vitest'
import type { StoredPost as AdminPost } from '../../admin/posts/storedPost.ts'
import { insertPublishedJob } from '../support/jobs.ts'
import { sqlAt, type Sql } from '../support/sql.ts'

/** A post as the tests compare it with the pages: the columns a page shows of the admin's stored post. */
export type StoredPost = Pick<AdminPost, 'id' | 'slug' | 'title' | 'subtitle' | 'content' | 'author'>

/** SQL on the project's local stack (to arrange or check what is stored). */
export const sql: Sql = <Row extends QueryResultRow>(text: string, values?: unknown[]) => sqlAt(inject('stack').dbUrl)<Row>(text, values)

/** The visible posts in the blog's order (newest publication first, then by slug), whatever other test files added. */
export function publishedPosts(): Promise<StoredPost[]> {
  return sql<StoredPost>(
    'select id, slug, title, subtitle, content, author from public.posts where published and published_at <= now() and deleted_at is null order by published_at desc, slug',
  )
}

/** The slugs of the jobs visitors see, whatever other test files published. */
export async function publishedJobSlugs(): Promise<string[]> {
  const rows = await sql<{ slug: string }>("select slug from public.jobs where status = 'published' and deleted_at is null")
  return rows.map((row) => row.slug)
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

/**
 * Publishes a job in the sample neighbourhood as the admin would (tests/support/jobs.ts) and waits until the server
 * at `baseUrl` shows it on /portfolio (within the freshness stamp's interval); returns its slug.
 */
export async function publishJob(baseUrl: string, neighbourhood: string): Promise<string> {
  const slug = `trabalho-${randomUUID()}`
  await insertPublishedJob(sql, { slug, neighbourhood, quote: { text: 'Ficou exatamente como eu queria.', name: 'Cliente, Bairro' } })
  for (let tries = 0; !(await (await fetch(`${baseUrl}/portfolio`)).text()).includes(`/portfolio/${slug}`); tries++) {
    if (tries > 100) throw new Error(`the job ${slug} never showed on /portfolio`)
    await new Promise((done) => setTimeout(done, 100))
  }
  return slug
}

/** Removes a job a test published. */
export async function removeJob(slug: string): Promise<void> {
  await sql('delete from public.jobs where slug = $1', [slug])
}
