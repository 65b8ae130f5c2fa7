import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, TINY_PNG, type TestStack } from './testStack.ts'

let t: TestStack
let draftSlug: string
let publishedSlug: string
let publishedCount: number

beforeAll(async () => {
  t = await startTestStack()
  const [draft] = await t.sql<{ slug: string }>('select slug from public.posts where not published limit 1')
  const [published] = await t.sql<{ slug: string }>('select slug from public.posts where published limit 1')
  const [count] = await t.sql<{ n: number }>('select count(*)::int as n from public.posts where published')
  draftSlug = draft?.slug ?? ''
  publishedSlug = published?.slug ?? ''
  publishedCount = count?.n ?? 0
})

afterAll(() => t?.stop())

describe('an anonymous visitor (anon key, no session)', () => {
  it('sees only published posts', async () => {
    const { data, error } = await t.anon().from('posts').select('*')
    expect(error).toBeNull()
    expect(data).toHaveLength(publishedCount)
    expect(data?.every((post) => post.published === true)).toBe(true)
  })

  it('reads a published post by slug, but not a draft', async () => {
    const published = await t.anon().from('posts').select('*').eq('slug', publishedSlug).eq('published', true).maybeSingle()
    expect(published.data?.slug).toBe(publishedSlug)
    const draft = await t.anon().from('posts').select('*').eq('slug', draftSlug).maybeSingle()
    expect(draft.error).toBeNull()
    expect(draft.data).toBeNull()
  })

  it('pages the list in the database with range and an exact count', async () => {
    const page = (from: number, to: number) =>
      t.anon().from('posts').select('*', { count: 'exact' }).eq('published', true)
        .order('created_at', { ascending: false }).range(from, to)
    const first = await page(0, 8)
    expect(first.error).toBeNull()
    expect(first.count).toBe(publishedCount)
    expect(first.data).toHaveLength(Math.min(9, publishedCount))
    const dates = first.data?.map((post) => Date.parse(post.created_at)) ?? []
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const second = await page(9, 17)
    expect(second.count).toBe(publishedCount)
    expect(second.data).toHaveLength(Math.max(0, Math.min(9, publishedCount - 9)))
    const firstIds = new Set(first.data?.map((post) => post.id))
    expect(second.data?.some((post) => firstIds.has(post.id))).toBe(false)
  })

  it('gets PostgREST\'s 416 error for a page past the end', async () => {
    const { error, status } = await t.anon().from('posts').select('*', { count: 'exact' }).eq('published', true)
      .range(publishedCount + 9, publishedCount + 17)
    expect(status).toBe(416)
    expect(error?.code).toBe('PGRST103')
  })

  it('cannot insert, update or delete posts', async () => {
    const posts = t.anon().from('posts')
    const insert = await posts.insert({ slug: 'invasao', title: 'Invasão' })
    expect(insert.error?.code).toBe('42501')
    const update = await t.anon().from('posts').update({ title: 'Alterado' }).eq('slug', publishedSlug)
    expect(update.error?.code).toBe('42501')
    const remove = await t.anon().from('posts').delete().eq('slug', publishedSlug)
    expect(remove.error?.code).toBe('42501')
    const stored = await t.sql('select title from public.posts where slug = $1', [publishedSlug])
    expect(stored).toHaveLength(1)
    expect(stored[0]?.title).not.toBe('Alterado')
    expect(await t.sql("select 1 from public.posts where slug = 'invasao'")).toHaveLength(0)
  })

  it('cannot read or write the admins table', async () => {
    const { data, error } = await t.anon().from('admins').select('*')
    expect(data).toBeNull()
    expect(error?.code).toBe('42501')
  })

  it('cannot upload a post image', async () => {
    const { data, error } = await t.anon().storage.from('post-images').upload('anon.png', TINY_PNG, { contentType: 'image/png' })
    expect(data).toBeNull()
    expect(error).toMatchObject({ statusCode: '403' })
    expect(await t.sql("select 1 from storage.objects where name = 'anon.png'")).toHaveLength(0)
  })

  it('is refused without an API key, as Supabase does', async () => {
    const response = await fetch(`${t.stack.url}/rest/v1/posts`)
    expect(response.status).toBe(401)
  })
})
