import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readBlogState } from '../../../blog/data/freshness.ts'
import { insertPost } from '../blogFixture.ts'
import { connectTestStack, unique, type TestStack } from '../testStack.ts'

let t: TestStack

beforeAll(async () => {
  t = await connectTestStack()
})

afterAll(() => t?.stop())

/** Runs `body` in a transaction that is rolled back, holding the version row so other files' writes wait. */
async function inRolledBackTransaction(
  body: (version: () => Promise<number>, stamp: () => Promise<string>) => Promise<void>,
): Promise<void> {
  await t.sql('begin')
  try {
    const version = async () => Number((await t.sql<{ version: string }>('select version from public.blog_version'))[0]?.version)
    const stamp = async () => (await t.sql<{ stamp: string }>('select public.blog_state() as stamp'))[0]?.stamp ?? ''
    await t.sql('select version from public.blog_version for update')
    await body(version, stamp)
  } finally {
    await t.sql('rollback')
  }
}

const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString()

describe('the blog state', () => {
  it('is read by anon through blog_state() only, as an opaque stamp: not the table, not the trigger functions', async () => {
    const { stamp } = await readBlogState(t.anon())
    expect(stamp).toMatch(/^[0-9a-f]{32}$/)
    const table = await t.anon().from('blog_version').select('*')
    expect(table.error?.message).toMatch(/permission denied/)
    for (const name of ['bump_blog_version', 'bump_blog_version_if_visible']) expect((await t.anon().rpc(name)).error, name).not.toBeNull()
  })

  it('changes with every write to a visible post, whatever wrote it, once per statement', async () => {
    const slugs = [unique('versao-a'), unique('versao-b'), unique('versao-c')]
    for (const slug of slugs) await insertPost(t, slug)
    const before = (await readBlogState(t.anon())).stamp
    await t.sql("update public.posts set title = 'Título novo' where slug = $1", [slugs[0]])
    expect((await readBlogState(t.anon())).stamp).not.toBe(before)
    await inRolledBackTransaction(async (version, stamp) => {
      const start = await version()
      const first = await stamp()
      await t.sql("update public.posts set subtitle = 'Três de uma vez' where slug = any($1)", [slugs])
      expect(await version()).toBe(start + 1)
      await t.sql('update public.posts set deleted_at = now() where slug = $1', [slugs[1]])
      expect(await version()).toBe(start + 2)
      await t.sql('delete from public.posts where slug = $1', [slugs[1]])
      expect(await version()).toBe(start + 2)
      await t.sql('update public.posts set published = false where slug = $1', [slugs[2]])
      expect(await version()).toBe(start + 3)
      expect(await stamp()).not.toBe(first)
    })
  })

  it('stays the same while only drafts, scheduled and trashed posts change: nothing a visitor sees', async () => {
    await inRolledBackTransaction(async (version, stamp) => {
      const [start, first] = [await version(), await stamp()]
      const draft = await insertPost(t, unique('rascunho'), { published: false })
      const scheduled = await insertPost(t, unique('agendado'), { published_at: inHours(2) })
      await t.sql("update public.posts set content = '<p>mais texto</p>' where slug = any($1)", [[draft, scheduled]])
      await t.sql('update public.posts set published_at = $2 where slug = $1', [scheduled, inHours(3)])
      await t.sql('update public.posts set deleted_at = now() where slug = $1', [draft])
      await t.sql('delete from public.posts where slug = $1', [draft])
      expect(await version()).toBe(start)
      expect(await stamp()).toBe(first)
    })
  })

  it("changes when a scheduled post's moment passes, with no write", { timeout: 20_000 }, async () => {
    const slug = await insertPost(t, unique('agendado-logo'), { published_at: new Date(Date.now() + 2500).toISOString() })
    // Holding the version row: no other file's write to a visible post commits meanwhile, so only the moment moves the stamp.
    const holder = new pg.Client({ connectionString: t.stack.dbUrl })
    await holder.connect()
    try {
      await holder.query('begin')
      await holder.query('select version from public.blog_version for update')
      const before = (await readBlogState(t.anon())).stamp
      const visible = async () => ((await t.anon().from('posts').select('slug').eq('slug', slug)).data ?? []).length > 0
      expect(await visible()).toBe(false)
      await expect.poll(visible, { timeout: 10_000, interval: 200 }).toBe(true)
      expect((await readBlogState(t.anon())).stamp).not.toBe(before)
    } finally {
      await holder.query('rollback')
      await holder.end()
    }
  })
})
