import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isAdmin } from '../../../admin/app/session/access.ts'
import { adminDatabase, type AdminDatabase } from '../../../admin/app/data/database.ts'
import { errorMessage, isSlugClash } from '../../../admin/app/session/errors.ts'
import { UPLOAD_FORMATS } from '../../../admin/app/data/image.ts'
import { emptyForm, validatePost } from '../../../admin/posts/postForm.ts'
import { insertPost, scopedFetch } from '../blogFixture.ts'
import { connectTestStack, createPlainUser, TINY_PNG, unique, type TestStack } from '../testStack.ts'

let t: TestStack
let api: AdminDatabase

const write = (changes: Partial<typeof emptyForm>) => {
  const result = validatePost({ ...emptyForm, ...changes })
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.write
}

beforeAll(async () => {
  t = await connectTestStack()
  api = adminDatabase(await t.signedIn(t.stack.admin))
})

afterAll(() => t?.stop())

describe("the admin's data access (admin/app/data/database.ts)", () => {
  it('lists every post, drafts included, newest first', async () => {
    const prefix = unique('lista')
    // Slugs in the opposite order of the dates, so only the date can put them in order.
    const oldest = await insertPost(t, `${prefix}-a`, { created_at: '2025-01-01T12:00:00Z' })
    const draft = await insertPost(t, `${prefix}-b`, { created_at: '2025-03-01T12:00:00Z', published: false })
    const newest = await insertPost(t, `${prefix}-c`, { created_at: '2025-05-01T12:00:00Z' })
    const ownPostsApi = adminDatabase(await t.signedIn(t.stack.admin, scopedFetch(prefix)))
    expect((await ownPostsApi.listPosts()).map((post) => post.slug)).toEqual([newest, draft, oldest])
  })

  it('creates, reads, updates, duplicates, trashes, restores and deletes a post', async () => {
    const slug = unique('persiana-ou-cortina')
    const created = await api.createPost(write({ title: 'Persiana ou cortina?', slug, content: '<p>Texto</p>' }))
    expect(await api.getPost(created.id)).toEqual({ ...created, pending: null })
    expect(await api.slugTaken(slug, null)).toBe(true)
    expect(await api.slugTaken(slug, created.id)).toBe(false)

    const updated = await api.updatePost(created.id, { published: true, author: 'Marina' })
    expect(updated).toMatchObject({ published: true, author: 'Marina', title: 'Persiana ou cortina?', published_at: updated.updated_at })
    const revisions = await api.listRevisions(created.id)
    expect(revisions.map((revision) => revision.author)).toEqual(['Marina', null])
    expect(revisions[0]).toMatchObject({ title: 'Persiana ou cortina?', content: '<p>Texto</p>', saved_by_email: t.stack.admin.email })

    const copy = await api.duplicatePost(created.id)
    const again = await api.duplicatePost(created.id)
    expect(copy).toMatchObject({
      title: 'Cópia de Persiana ou cortina?',
      slug: `${slug}-copia`,
      published: false,
      author: 'Marina',
      content: '<p>Texto</p>',
    })
    expect(again.slug).toBe(`${slug}-copia-2`)

    expect(copy.published_at).toBeNull()

    const notTrashed = await api.deleteForever(created.id).catch((error: unknown) => error)
    expect(errorMessage(notTrashed)).toBe('Este post não está mais na lixeira: atualize a página.')
    expect((await api.trashPost(created.id)).deleted_at).not.toBeNull()
    expect((await api.restorePost(created.id)).deleted_at).toBeNull()
    for (const post of [created, copy, again]) {
      await api.trashPost(post.id)
      await api.deleteForever(post.id)
    }
    expect(await api.getPost(created.id)).toBeNull()
    expect(await api.listRevisions(created.id)).toEqual([])
  })

  it('empties the trash of posts deleted 30 days ago', async () => {
    const slug = await insertPost(t, unique('lixeira-velha'), { deleted_at: '2025-01-01T12:00:00Z' })
    expect(await api.purgeTrash()).toBeGreaterThanOrEqual(1)
    expect(await t.sql('select 1 from public.posts where slug = $1', [slug])).toEqual([])
  })

  it('reports a slug clash so the editor can say so', async () => {
    const existing = await insertPost(t, unique('existente'))
    const clash = await api.createPost(write({ title: 'Repetido', slug: existing })).catch((error: unknown) => error)
    expect(isSlugClash(clash)).toBe(true)
    expect(errorMessage(clash)).toBe('Já existe um post com este endereço.')
  })

  it('saves a cover with its description, and keeps it in the saved versions and in a copy', async () => {
    const cover = { featured_image: '/blog-images/voil.jpg', featured_image_alt: 'Voil branco em uma janela alta' }
    const created = await api.createPost(write({ title: 'Com foto', slug: unique('com-foto'), ...cover }))
    expect(created).toMatchObject(cover)
    expect((await api.listRevisions(created.id))[0]).toMatchObject(cover)
    expect(await api.duplicatePost(created.id)).toMatchObject(cover)
  })

  it('offers for upload exactly the formats the bucket accepts', async () => {
    const [bucket] = await t.sql<{ allowed_mime_types: string[] }>(
      "select allowed_mime_types from storage.buckets where id = 'post-images'",
    )
    expect(bucket?.allowed_mime_types).toEqual([...UPLOAD_FORMATS.types])
  })

  it('uploads an image and returns its public address', async () => {
    const name = `2026/03/${unique('teste')}.png`
    const url = await api.uploadImage(new Blob([TINY_PNG], { type: 'image/png' }), name)
    expect(url).toBe(`${t.stack.url}/storage/v1/object/public/post-images/${name}`)
    expect((await fetch(url)).status).toBe(200)
  })

  it('tells an admin from a user who is not, and words what RLS refuses', async () => {
    const user = await t.signedIn(await createPlainUser(t, 'visitante'))
    expect(await isAdmin(user)).toBe(false)
    const refused = await adminDatabase(user)
      .createPost(write({ title: 'Invasão', slug: unique('invasao') }))
      .catch((error: unknown) => error)
    expect(errorMessage(refused)).toBe('Sua conta não tem permissão para esta ação.')
    const upload = await adminDatabase(user)
      .uploadImage(new Blob([TINY_PNG], { type: 'image/png' }), `${unique('invasao')}.png`)
      .catch((error: unknown) => error)
    expect(errorMessage(upload)).toBe('Sua conta não tem permissão para enviar imagens.')
  })
})
