import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readBlogState } from '../../blog/data/freshness.ts'
import { insertPost } from './blogFixture.ts'
import { connectTestStack, unique, type TestStack } from './testStack.ts'

let t: TestStack

beforeAll(async () => {
  t = await connectTestStack()
})

afterAll(() => t?.stop())

/** Runs `body` in a transaction that is rolled back, holding the version row so other files' writes wait. */
async function inRolledBackTransaction(body: (version: () => Promise<number>) => Promise<void>): Promise<void> {
  await t.sql('begin')
  try {
    const version = async () => Number((await t.sql<{ version: string }>('select version from public.blog_version'))[0]?.version)
    await t.sql('select version from public.blog_version for update')
    await body(version)
  } finally {
    await t.sql('rollback')
  }
}

describe('the blog version', () => {
  it('is read by anon through blog_state() only: not the table, not the trigger function', async () => {
    const state = await readBlogState(t.anon())
    expect(state.version).toBeGreaterThan(0)
    const table = await t.anon().from('blog_version').select('*')
    expect(table.error?.message).toMatch(/permission denied/)
    const bump = await t.anon().rpc('bump_blog_version')
    expect(bump.error).not.toBeNull()
  })

  it('goes up with every write to posts, whatever wrote it, once per statement', async () => {
    const slugs = [unique('versao-a'), unique('versao-b'), unique('versao-c')]
    for (const slug of slugs) await insertPost(t, slug)
    const before = (await readBlogState(t.anon())).version
    await t.sql("update public.posts set title = 'Título novo' where slug = $1", [slugs[0]])
    expect((await readBlogState(t.anon())).version).toBeGreaterThan(before)
    await inRolledBackTransaction(async (version) => {
      const start = await version()
      await t.sql("update public.posts set subtitle = 'Três de uma vez' where slug = any($1)", [slugs])
      expect(await version()).toBe(start + 1)
      await t.sql('delete from public.posts where slug = $1', [slugs[1]])
      expect(await version()).toBe(start + 2)
    })
  })

  it('names the next moment a scheduled post appears: published, in the future, not in the trash', async () => {
    const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString()
    await inRolledBackTransaction(async () => {
      await t.sql('delete from public.posts where published_at > now()')
      await insertPost(t, unique('rascunho-agendado'), { published: false, published_at: inHours(1) })
      const trashed = await insertPost(t, unique('agendado-na-lixeira'), { published_at: inHours(2) })
      await t.sql('update public.posts set deleted_at = now() where slug = $1', [trashed])
      const scheduled = inHours(3)
      await insertPost(t, unique('agendado'), { published_at: scheduled })
      const [state] = await t.sql<{ next_publish_at: Date | null }>('select next_publish_at from public.blog_state()')
      expect(state?.next_publish_at?.toISOString()).toBe(scheduled)
    })
  })
})
