import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminDatabase, type AdminDatabase } from '../../../admin/app/data/database.ts'
import { changesOf, type ChangesWrite } from '../../../admin/posts/pendingChanges.ts'
import { formFromRow, validatePost } from '../../../admin/posts/postForm.ts'
import type { StoredPost } from '../../../admin/posts/storedPost.ts'
import { readBlogState } from '../../../blog/data/freshness.ts'
import { siteContent } from '../../../pages/site.ts'
import { crawlerRoutes } from '../../../server/crawlers/routes.ts'
import { insertPost, scopedFetch, stackReader } from '../blogFixture.ts'
import { connectTestStack, createPlainUser, unique, type TestStack } from '../testStack.ts'

let t: TestStack
let admin: SupabaseClient
let api: AdminDatabase

beforeAll(async () => {
  t = await connectTestStack()
  admin = await t.signedIn(t.stack.admin)
  api = adminDatabase(admin)
})

afterAll(() => t?.stop())

const TABLE = 'post_pending_changes'

/** A published post of this test's own, under `prefix`, as the admin reads it. */
async function publishedPost(prefix: string, title = 'Cortina de linho'): Promise<StoredPost> {
  const slug = await insertPost(t, `${prefix}-post`, { title, content: '<p>Texto publicado.</p>', published_at: '2025-06-01T12:00:00Z' })
  const [row] = await t.sql<{ id: string }>('select id from public.posts where slug = $1', [slug])
  const post = await api.getPost(row?.id ?? '')
  if (!post) throw new Error('post not stored')
  const { pending, ...stored } = post
  expect(pending).toBeNull()
  return stored
}

/** The post's text as the editor would save it with `changes`. */
function edited(post: StoredPost, changes: Partial<ReturnType<typeof formFromRow>>): ChangesWrite {
  const result = validatePost({ ...formFromRow(post), ...changes })
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return changesOf(result.write)
}

/** What the public blog shows under `prefix`: a post by slug, the feed and the sitemap. */
async function publicBlog(prefix: string, slugs: string[]) {
  const reader = stackReader(t, prefix)
  const crawl = async (path: string) =>
    (
      await crawlerRoutes(siteContent).request(path, undefined, {
        blog: { reader, supabaseUrl: t.stack.url, sanitize: (html) => html },
        jobs: { current: async () => null, photoBase: null },
        supabase: null,
      })
    ).text()
  return {
    posts: await Promise.all(slugs.map(async (slug) => (await reader.post(slug))?.content ?? null)),
    feed: await crawl('/blog/rss.xml'),
    sitemap: await crawl('/sitemap-blog.xml'),
  }
}

const stamp = async () => (await readBlogState(t.anon())).stamp

describe('changes to a published post saved without publishing', () => {
  it('are read and written by admins only: not by visitors, not by other signed-in users', async () => {
    const post = await publishedPost(unique('pendente-rls'))
    const held = await api.holdChanges(post.id, edited(post, { content: '<p>Segredo ainda não publicado.</p>' }))
    expect(held.content).toBe('<p>Segredo ainda não publicado.</p>')

    const anon = t.anon()
    expect((await anon.from(TABLE).select('*').eq('post_id', post.id)).error?.code).toBe('42501')
    expect((await anon.from(TABLE).insert({ post_id: post.id, slug: post.slug, title: 'Invasão' })).error?.code).toBe('42501')
    expect((await anon.from(TABLE).update({ title: 'Invasão' }).eq('post_id', post.id)).error?.code).toBe('42501')
    expect((await anon.from(TABLE).delete().eq('post_id', post.id)).error?.code).toBe('42501')
    // The embedded read the admin's list uses tells a visitor nothing either.
    expect((await anon.from('posts').select('id,pending:post_pending_changes(content)').eq('id', post.id)).error).not.toBeNull()

    const user = await t.signedIn(await createPlainUser(t, 'pendente'))
    expect((await user.from(TABLE).select('*').eq('post_id', post.id)).data).toEqual([])
    expect((await user.from('posts').select('id,pending:post_pending_changes(content)').eq('id', post.id)).data).toEqual([
      { id: post.id, pending: null },
    ])
    expect((await user.from(TABLE).upsert({ post_id: post.id, slug: post.slug, title: 'Invasão' })).error?.code).toBe('42501')
    expect((await user.from(TABLE).update({ title: 'Invasão' }).eq('post_id', post.id).select()).data).toEqual([])
    expect((await user.from(TABLE).delete().eq('post_id', post.id).select()).data).toEqual([])
    expect(await t.sql(`select title, content from public.${TABLE} where post_id = $1`, [post.id])).toEqual([
      { title: post.title, content: '<p>Segredo ainda não publicado.</p>' },
    ])
  })

  it('leave the blog, its feed, its sitemap and its version as they were; publishing them changes all of it and keeps a version', async () => {
    const prefix = unique('pendente-blog')
    const post = await publishedPost(prefix, 'Título publicado')
    const oldSlug = post.slug
    const newSlug = `${prefix}-novo`
    const before = await publicBlog(prefix, [oldSlug, newSlug])
    const stampBefore = await stamp()

    const changes = edited(post, { title: 'Título novo', slug: newSlug, content: '<p>Texto novo.</p>' })
    await api.holdChanges(post.id, changes)
    await api.holdChanges(post.id, { ...changes, subtitle: 'Subtítulo novo' })
    expect(await stamp()).toBe(stampBefore)
    const held = await publicBlog(prefix, [oldSlug, newSlug])
    expect(held).toEqual(before)
    expect(held.posts).toEqual(['<p>Texto publicado.</p>', null])
    expect(held.feed).toContain('Título publicado')
    expect(held.feed).not.toContain('Título novo')

    const opened = await api.getPost(post.id)
    expect(opened?.title).toBe('Título publicado')
    expect(opened?.pending).toMatchObject({ title: 'Título novo', slug: newSlug, subtitle: 'Subtítulo novo' })
    const listed = (await adminDatabase(await t.signedIn(t.stack.admin, scopedFetch(prefix))).listPosts()).find(
      (item) => item.id === post.id,
    )
    expect(listed?.pending?.updated_at).toBe(opened?.pending?.updated_at)

    // 'Publicar alterações': the editor writes the post with the changes; the database drops them in the same statement.
    const published = await api.updatePost(post.id, {
      ...changes,
      subtitle: 'Subtítulo novo',
      published: true,
      published_at: post.published_at,
    })
    expect(published).toMatchObject({ title: 'Título novo', slug: newSlug, published_at: post.published_at })
    expect(await t.sql(`select 1 from public.${TABLE} where post_id = $1`, [post.id])).toEqual([])
    expect(await stamp()).not.toBe(stampBefore)
    const after = await publicBlog(prefix, [oldSlug, newSlug])
    expect(after.posts).toEqual([null, '<p>Texto novo.</p>'])
    expect(after.feed).toContain('Título novo')
    expect(after.sitemap).toContain(`/blog/${newSlug}`)
    expect(after.sitemap).not.toContain(`/blog/${oldSlug}<`)

    const revisions = await api.listRevisions(post.id)
    expect(revisions.map(({ title, subtitle, pending }) => ({ title, subtitle, pending }))).toEqual([
      { title: 'Título novo', subtitle: 'Subtítulo novo', pending: false },
      { title: 'Título novo', subtitle: 'Subtítulo novo', pending: true },
      { title: 'Título novo', subtitle: '', pending: true },
      { title: 'Título publicado', subtitle: '', pending: false },
    ])
    expect(revisions[1]?.saved_by_email).toBe(t.stack.admin.email)
  })

  it('are discarded back to the published post, their versions kept; a change of publication alone leaves them waiting', async () => {
    const post = await publishedPost(unique('pendente-descarte'))
    await api.holdChanges(post.id, edited(post, { content: '<p>Talvez.</p>' }))
    await api.updatePost(post.id, { published: false, published_at: null })
    await api.updatePost(post.id, { published: true, published_at: post.published_at })
    expect((await api.getPost(post.id))?.pending?.content).toBe('<p>Talvez.</p>')

    await api.discardChanges(post.id)
    const discarded = await api.getPost(post.id)
    expect(discarded).toMatchObject({ content: '<p>Texto publicado.</p>', pending: null })
    expect((await api.listRevisions(post.id)).map((revision) => [revision.content, revision.pending])).toEqual([
      ['<p>Talvez.</p>', true],
      ['<p>Texto publicado.</p>', false],
    ])
  })

  it('refuse a text or address the posts table would refuse, and go with their post', async () => {
    const post = await publishedPost(unique('pendente-regras'))
    for (const bad of [{ slug: 'Com Espaço' }, { title: '  ' }, { read_time: 0 }]) {
      expect((await admin.from(TABLE).upsert({ post_id: post.id, slug: post.slug, title: post.title, ...bad })).error?.code).toBe('23514')
    }
    await api.holdChanges(post.id, edited(post, { content: '<p>Vai junto.</p>' }))
    await t.sql('delete from public.posts where id = $1', [post.id])
    expect(await t.sql(`select 1 from public.${TABLE} where post_id = $1`, [post.id])).toEqual([])
  })
})
