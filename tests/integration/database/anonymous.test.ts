import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertPost, insertPosts, type OwnPosts } from '../blogFixture.ts'
import { connectTestStack, TINY_PNG, unique, type TestStack } from '../testStack.ts'

let t: TestStack
let posts: OwnPosts

beforeAll(async () => {
  t = await connectTestStack()
  posts = await insertPosts(t, { published: 11, drafts: 2 })
})

afterAll(() => t?.stop())

/** This file's posts, as the anonymous visitor queries them. */
const ownPosts = () => t.anon().from('posts').select('*', { count: 'exact' }).like('slug', `${posts.prefix}%`)

describe('an anonymous visitor (anon key, no session)', () => {
  it('sees only published posts', async () => {
    const all = await t.anon().from('posts').select('published')
    expect(all.error).toBeNull()
    expect(all.data?.every((post) => post.published === true)).toBe(true)
    const { data, error } = await ownPosts()
    expect(error).toBeNull()
    expect(data?.map((post) => post.slug).sort()).toEqual([...posts.published].sort())
  })

  it('reads a published post by slug, but not a draft', async () => {
    const published = await t.anon().from('posts').select('*').eq('slug', posts.published[0]).eq('published', true).maybeSingle()
    expect(published.data?.slug).toBe(posts.published[0])
    const draft = await t.anon().from('posts').select('*').eq('slug', posts.drafts[0]).maybeSingle()
    expect(draft.error).toBeNull()
    expect(draft.data).toBeNull()
  })

  it("reads a published post's photo description, and not a draft's", async () => {
    const cover = { featured_image: '/blog-images/voil.jpg', featured_image_alt: 'Voil branco em uma janela alta' }
    const published = await insertPost(t, unique('foto'), cover)
    const draft = await insertPost(t, unique('foto-rascunho'), { ...cover, published: false })
    const { data, error } = await t.anon().from('posts').select('slug, featured_image_alt').in('slug', [published, draft])
    expect(error).toBeNull()
    expect(data).toEqual([{ slug: published, featured_image_alt: cover.featured_image_alt }])
  })

  it('pages the list in the database with range and an exact count', async () => {
    const page = (from: number, to: number) => ownPosts().eq('published', true).order('published_at', { ascending: false }).range(from, to)
    const first = await page(0, 8)
    expect(first.error).toBeNull()
    expect(first.count).toBe(11)
    expect(first.data?.map((post) => post.slug)).toEqual(posts.published.slice(0, 9))
    const second = await page(9, 17)
    expect(second.count).toBe(11)
    expect(second.data?.map((post) => post.slug)).toEqual(posts.published.slice(9))
  })

  it("gets PostgREST's 416 error for a page past the end", async () => {
    const { error, status } = await ownPosts().eq('published', true).range(18, 26)
    expect(status).toBe(416)
    expect(error?.code).toBe('PGRST103')
  })

  it('cannot insert, update or delete posts', async () => {
    const target = posts.published[0]
    const intruder = unique('invasao')
    const insert = await t.anon().from('posts').insert({ slug: intruder, title: 'Invasão' })
    expect(insert.error?.code).toBe('42501')
    const update = await t.anon().from('posts').update({ title: 'Alterado' }).eq('slug', target)
    expect(update.error?.code).toBe('42501')
    const remove = await t.anon().from('posts').delete().eq('slug', target)
    expect(remove.error?.code).toBe('42501')
    const stored = await t.sql('select title from public.posts where slug = $1', [target])
    expect(stored).toHaveLength(1)
    expect(stored[0]?.title).not.toBe('Alterado')
    expect(await t.sql('select 1 from public.posts where slug = $1', [intruder])).toHaveLength(0)
  })

  it('cannot read or write the admins table', async () => {
    const { data, error } = await t.anon().from('admins').select('*')
    expect(data).toBeNull()
    expect(error?.code).toBe('42501')
  })

  it('cannot upload a post image', async () => {
    const name = `${unique('anon')}.png`
    const { data, error } = await t.anon().storage.from('post-images').upload(name, TINY_PNG, { contentType: 'image/png' })
    expect(data).toBeNull()
    expect(error).toMatchObject({ statusCode: '403' })
    expect(await t.sql('select 1 from storage.objects where name = $1', [name])).toHaveLength(0)
  })

  it('learns nothing of PostgREST itself: no server header, no OpenAPI root naming its host and port', async () => {
    const headers = { apikey: t.stack.anonKey }
    const read = await fetch(`${t.stack.url}/rest/v1/posts?select=id&limit=1`, { headers })
    expect(read.status).toBe(200)
    const failed = await fetch(`${t.stack.url}/rest/v1/no_such_table`, { headers })
    expect(failed.status).toBe(404)
    for (const response of [read, failed]) expect(response.headers.get('server')).toBeNull()
    for (const root of ['/rest/v1/', '/rest/v1']) {
      const response = await fetch(t.stack.url + root, { headers })
      const text = await response.text()
      expect(response.status, root).toBe(404)
      expect(text, root).not.toMatch(/swagger|openapi|127\.0\.0\.1|localhost/i)
    }
  })

  it('is refused without an API key, as Supabase does', async () => {
    const response = await fetch(`${t.stack.url}/rest/v1/posts`)
    expect(response.status).toBe(401)
  })
})
