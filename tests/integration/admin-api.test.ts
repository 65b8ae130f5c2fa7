import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isAdmin } from '../../engine/admin/access'
import { adminApi, type AdminApi } from '../../engine/admin/api'
import { errorMessage, isSlugClash } from '../../engine/admin/errors'
import { emptyForm, validatePost } from '../../engine/admin/postForm'
import { createPlainUser, startTestStack, TINY_PNG, type TestStack } from './testStack.ts'

let t: TestStack
let api: AdminApi

const write = (changes: Partial<typeof emptyForm>) => {
  const result = validatePost({ ...emptyForm, ...changes })
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.write
}

beforeAll(async () => {
  t = await startTestStack()
  api = adminApi(await t.signedIn(t.stack.admin.email, t.stack.admin.password))
})

afterAll(() => t?.stop())

describe("the admin's data access (engine/admin/api.ts)", () => {
  it('lists every post, drafts included, newest first', async () => {
    const posts = await api.listPosts()
    const [count] = await t.sql<{ n: number }>('select count(*)::int as n from public.posts')
    expect(posts).toHaveLength(count?.n ?? -1)
    expect(posts.some((post) => !post.published)).toBe(true)
    const dates = posts.map((post) => Date.parse(post.created_at))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })

  it('creates, reads, updates, duplicates and deletes a post', async () => {
    const created = await api.createPost(write({ title: 'Persiana ou cortina?', slug: 'persiana-ou-cortina', content: '<p>Texto</p>' }))
    expect(await api.getPost(created.id)).toEqual(created)
    expect(await api.slugTaken('persiana-ou-cortina', null)).toBe(true)
    expect(await api.slugTaken('persiana-ou-cortina', created.id)).toBe(false)

    const updated = await api.updatePost(created.id, { published: true, author: 'Marina' })
    expect(updated).toMatchObject({ published: true, author: 'Marina', title: 'Persiana ou cortina?' })

    const copy = await api.duplicatePost(created.id)
    const again = await api.duplicatePost(created.id)
    expect(copy).toMatchObject({ title: 'Cópia de Persiana ou cortina?', slug: 'persiana-ou-cortina-copia', published: false, author: 'Marina', content: '<p>Texto</p>' })
    expect(again.slug).toBe('persiana-ou-cortina-copia-2')

    for (const post of [created, copy, again]) await api.deletePost(post.id)
    expect(await api.getPost(created.id)).toBeNull()
  })

  it('reports a slug clash so the editor can say so', async () => {
    const [existing] = await t.sql<{ slug: string }>('select slug from public.posts limit 1')
    const clash = await api.createPost(write({ title: 'Repetido', slug: existing?.slug ?? '' })).catch((error: unknown) => error)
    expect(isSlugClash(clash)).toBe(true)
    expect(errorMessage(clash)).toBe('Já existe um post com este endereço.')
  })

  it('uploads an image and returns its public address', async () => {
    const url = await api.uploadImage(new Blob([TINY_PNG], { type: 'image/png' }), '2026/03/teste-0001.png')
    expect(url).toBe(`${t.stack.url}/storage/v1/object/public/post-images/2026/03/teste-0001.png`)
    expect((await fetch(url)).status).toBe(200)
  })

  it('tells an admin from a user who is not, and words what RLS refuses', async () => {
    await createPlainUser(t, 'visitante@exemplo.com.br', 'senha-visitante')
    const user = await t.signedIn('visitante@exemplo.com.br', 'senha-visitante')
    expect(await isAdmin(user)).toBe(false)
    const refused = await adminApi(user).createPost(write({ title: 'Invasão', slug: 'invasao' })).catch((error: unknown) => error)
    expect(errorMessage(refused)).toBe('Sua conta não tem permissão para esta ação.')
    const upload = await adminApi(user).uploadImage(new Blob([TINY_PNG], { type: 'image/png' }), 'invasao.png').catch((error: unknown) => error)
    expect(errorMessage(upload)).toBe('Sua conta não tem permissão para enviar imagens.')
  })
})
