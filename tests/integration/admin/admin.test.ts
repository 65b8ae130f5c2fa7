import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertPosts, type OwnPosts } from '../blogFixture.ts'
import { connectTestStack, createPlainUser, TINY_PNG, unique, type TestStack } from '../testStack.ts'

let t: TestStack
let admin: SupabaseClient
let posts: OwnPosts

const newPost = () => ({
  slug: unique('cortina-de-teste-do-admin'),
  title: 'Cortina de teste do admin',
  subtitle: 'Criada pelo teste de integração',
  content: '<p>Conteúdo provisório.</p>',
  read_time: 1,
  published: false,
})

beforeAll(async () => {
  t = await connectTestStack()
  admin = await t.signedIn(t.stack.admin)
  posts = await insertPosts(t, { published: 3, drafts: 2 })
})

afterAll(() => t?.stop())

describe('the admin (listed in public.admins)', () => {
  it('reads every post, drafts included', async () => {
    const { data, error, count } = await admin.from('posts').select('slug', { count: 'exact' }).like('slug', `${posts.prefix}%`)
    expect(error).toBeNull()
    expect(count).toBe(5)
    expect(data?.map((post) => post.slug).sort()).toEqual([...posts.published, ...posts.drafts].sort())
  })

  it('creates, edits, publishes, trashes and deletes a post', async () => {
    const post = newPost()
    const created = await admin.from('posts').insert(post).select().single()
    expect(created.error).toBeNull()
    expect(created.data).toMatchObject({ slug: post.slug, published: false })

    const published = await admin
      .from('posts')
      .update({ title: 'Título revisado', published: true })
      .eq('id', created.data.id)
      .select()
      .single()
    expect(published.error).toBeNull()
    expect(published.data).toMatchObject({ title: 'Título revisado', published: true })
    expect(Date.parse(published.data.updated_at)).toBeGreaterThan(Date.parse(created.data.updated_at))
    expect(published.data.created_at).toBe(created.data.created_at)

    const visible = await t.anon().from('posts').select('title').eq('slug', post.slug).maybeSingle()
    expect(visible.data?.title).toBe('Título revisado')

    const trashed = await admin.from('posts').update({ deleted_at: new Date().toISOString() }).eq('id', created.data.id)
    expect(trashed.error).toBeNull()
    const removed = await admin.from('posts').delete().eq('id', created.data.id).select()
    expect(removed.error).toBeNull()
    expect(removed.data).toHaveLength(1)
    expect(await t.sql('select 1 from public.posts where slug = $1', [post.slug])).toHaveLength(0)
  })

  it('reads its own row in public.admins', async () => {
    const { data, error } = await admin.from('admins').select('user_id')
    expect(error).toBeNull()
    expect(data).toEqual([{ user_id: (await admin.auth.getUser()).data.user?.id }])
  })

  it('uploads a post image that anyone can then load from its public URL', async () => {
    const bucket = admin.storage.from('post-images')
    const folder = unique('capas')
    const upload = await bucket.upload(`${folder}/sala.png`, TINY_PNG, { contentType: 'image/png' })
    expect(upload.error).toBeNull()
    expect(upload.data).toMatchObject({ path: `${folder}/sala.png`, fullPath: `post-images/${folder}/sala.png` })

    const { publicUrl } = bucket.getPublicUrl(`${folder}/sala.png`).data
    const response = await fetch(publicUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(TINY_PNG)

    const again = await bucket.upload(`${folder}/sala.png`, TINY_PNG, { contentType: 'image/png' })
    expect(again.error).toMatchObject({ statusCode: '409' })
    const replaced = await bucket.upload(`${folder}/sala.png`, TINY_PNG, { contentType: 'image/png', upsert: true })
    expect(replaced.error).toBeNull()

    const wrongType = await bucket.upload(`${folder}/notas.txt`, Buffer.from('texto'), { contentType: 'text/plain' })
    expect(wrongType.error).toMatchObject({ statusCode: '415' })

    // Browsers send File objects, which supabase-js uploads as multipart form data.
    const fromBrowser = await bucket.upload(`${folder}/quarto.png`, new Blob([TINY_PNG], { type: 'image/png' }))
    expect(fromBrowser.error).toBeNull()
    const served = await fetch(bucket.getPublicUrl(`${folder}/quarto.png`).data.publicUrl)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer())).toEqual(TINY_PNG)

    const removed = await bucket.remove([`${folder}/sala.png`])
    expect(removed.data).toHaveLength(1)
    expect((await fetch(publicUrl)).status).toBe(404)
  })
})

describe('a signed-in user who is not an admin', () => {
  let user: SupabaseClient

  beforeAll(async () => {
    user = await t.signedIn(await createPlainUser(t, 'cliente'))
  })

  it('sees only published posts', async () => {
    const all = await user.from('posts').select('published')
    expect(all.data?.every((post) => post.published)).toBe(true)
    const { data } = await user.from('posts').select('slug').like('slug', `${posts.prefix}%`)
    expect(data?.map((post) => post.slug).sort()).toEqual([...posts.published].sort())
  })

  it('cannot create, edit or delete posts', async () => {
    const insert = await user.from('posts').insert(newPost())
    expect(insert.error?.code).toBe('42501')
    const [target] = await t.sql<{ id: string; title: string }>('select id, title from public.posts where slug = $1', [posts.published[0]])
    // RLS hides the rows from update and delete, so they affect nothing rather than fail.
    const update = await user.from('posts').update({ title: 'Alterado' }).eq('id', target?.id).select()
    expect(update.data).toEqual([])
    const remove = await user.from('posts').delete().eq('id', target?.id).select()
    expect(remove.data).toEqual([])
    expect(await t.sql('select title from public.posts where id = $1', [target?.id])).toEqual([{ title: target?.title }])
  })

  it('cannot add itself to public.admins', async () => {
    const {
      data: { user: me },
    } = await user.auth.getUser()
    const { error } = await user.from('admins').insert({ user_id: me?.id })
    expect(error?.code).toBe('42501')
  })

  it('cannot upload a post image', async () => {
    const { error } = await user.storage.from('post-images').upload(`${unique('cliente')}.png`, TINY_PNG, { contentType: 'image/png' })
    expect(error).toMatchObject({ statusCode: '403' })
  })
})
