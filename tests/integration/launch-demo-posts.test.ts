import { readFileSync } from 'node:fs'
import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'
import { demoPostLines, publishedDemoPosts, seedSlugs } from '../../blog/data/demoPosts.ts'
import { freePort } from '../../stack/ports.ts'

const slugs = seedSlugs(readFileSync('supabase/seed.sql', 'utf8'))

/** The seed's posts as the database holds them, read by the superuser (no test changes them). */
async function publishedInDatabase(): Promise<string[]> {
  const db = new pg.Client({ connectionString: inject('stack').dbUrl })
  await db.connect()
  try {
    const { rows } = await db.query<{ slug: string }>('select slug from public.posts where published and slug = any($1)', [slugs])
    return rows.map((row) => row.slug)
  } finally {
    await db.end()
  }
}

describe("the launch check's demo posts (read with the anon key)", () => {
  it('reads every post supabase/seed.sql inserts', () => {
    expect([...slugs].sort()).toEqual([...inject('seedPostSlugs')].sort())
  })

  it('reports the published demo posts, one line each, and not the drafts', async () => {
    const { url, anonKey } = inject('stack')
    const published = await publishedDemoPosts({ url, anonKey }, slugs)
    expect([...published].sort()).toEqual((await publishedInDatabase()).sort())
    expect(published.length).toBeLessThan(slugs.length)
    const { items } = await demoPostLines({ url, anonKey }, slugs)
    expect(items).toEqual(
      published.map((slug) => expect.stringMatching(new RegExp(`^banco de dados: posts/${slug}: post de exemplo publicado .+ — `))),
    )
  })

  it('says so as an item when the database does not answer, and as a note when none is configured', async () => {
    const url = `http://127.0.0.1:${await freePort()}`
    const unreachable = await demoPostLines({ url, anonKey: 'x' }, slugs)
    expect(unreachable.items).toEqual([
      expect.stringMatching(new RegExp(`^banco de dados: ${url}: não respondeu .+ — confira SUPABASE_URL`)),
    ])
    expect(await demoPostLines(null, slugs)).toEqual({ items: [], notes: [expect.stringContaining('não foram conferidos')] })
  })
})
