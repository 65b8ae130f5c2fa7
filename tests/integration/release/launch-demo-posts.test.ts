import { execFile } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { demoPostLines, publishedDemoPosts, seedSlugs } from '../../../blog/data/demoPosts.ts'
import { freePort } from '../../../stack/index.ts'

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

describe('npm run lancamento:verificar with the database', () => {
  const root = mkdtempSync(join(tmpdir(), 'lancamento-banco-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('says ready, with exit code 0, on a site whose every value is real once the database shows no demo post', async () => {
    cpSync('tests/fixtures/site', join(root, 'content'), { recursive: true })
    // The fixture's pictures name this site's photos.
    symlinkSync(resolve('content/images'), join(root, 'content/images'))
    // The seed's drafts: the database is asked about them and publishes none.
    const published = await publishedInDatabase()
    const draft = slugs.find((slug) => !published.includes(slug))
    expect(draft).toBeDefined()
    mkdirSync(join(root, 'supabase'))
    writeFileSync(join(root, 'supabase/seed.sql'), `insert into public.posts (slug) values ('${draft}');\n`)
    const { url, anonKey } = inject('stack')
    const { stdout } = await promisify(execFile)(resolve('node_modules/.bin/tsx'), [resolve('scripts/check-launch.ts')], {
      cwd: root,
      env: { ...process.env, SUPABASE_URL: url, SUPABASE_ANON_KEY: anonKey },
      timeout: 60_000,
    })
    expect(stdout.trim()).toMatch(/^Tudo pronto para publicar/)
  }, 60_000)
})
