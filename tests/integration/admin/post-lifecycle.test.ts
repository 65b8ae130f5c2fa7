import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertPost } from '../blogFixture.ts'
import { connectTestStack, createPlainUser, unique, type TestStack } from '../testStack.ts'

let t: TestStack
let admin: SupabaseClient
let adminId: string

beforeAll(async () => {
  t = await connectTestStack()
  admin = await t.signedIn(t.stack.admin)
  adminId = (await admin.auth.getUser()).data.user?.id ?? ''
})

afterAll(() => t?.stop())

/** The slugs of `slugs` an anonymous visitor can read. */
async function visible(...slugs: string[]): Promise<string[]> {
  const { data, error } = await t.anon().from('posts').select('slug').in('slug', slugs)
  expect(error).toBeNull()
  return (data ?? []).map((row) => row.slug as string).sort()
}

const idOf = async (slug: string) => (await t.sql<{ id: string }>('select id from public.posts where slug = $1', [slug]))[0]?.id ?? ''

describe('scheduled publishing', () => {
  it('hides a post until its moment, then shows it without anyone writing', async () => {
    const past = await insertPost(t, unique('agendado-passado'), { published_at: '2025-01-01T12:00:00Z' })
    const future = await insertPost(t, unique('agendado-futuro'), { published_at: '2999-01-01T12:00:00Z' })
    expect(await visible(past, future)).toEqual([past])
    // A moment a few seconds ahead, set by the database's own clock: the post appears when it passes.
    const soon = unique('agendado-logo')
    await t.sql(`insert into public.posts (slug, title, published, published_at) values ($1, 'Logo', true, now() + interval '3 seconds')`, [
      soon,
    ])
    expect(await visible(soon)).toEqual([])
    await expect.poll(() => visible(soon), { timeout: 15_000, interval: 500 }).toEqual([soon])
  })

  it('fills the moment when a post is published without one', async () => {
    const { data, error } = await admin
      .from('posts')
      .insert({ slug: unique('sem-momento'), title: 'Sem momento', published: true })
      .select('created_at, published_at')
      .single()
    expect(error).toBeNull()
    expect(data?.published_at).toBe(data?.created_at)
  })
})

describe('the trash', () => {
  it('hides a trashed post from visitors, keeps its slug reserved, and gives it back on restore', async () => {
    const slug = await insertPost(t, unique('lixeira'))
    const id = await idOf(slug)
    expect((await admin.from('posts').update({ deleted_at: new Date().toISOString() }).eq('id', id)).error).toBeNull()
    expect(await visible(slug)).toEqual([])
    const again = await admin.from('posts').insert({ slug, title: 'Mesmo endereço' })
    expect(again.error?.code).toBe('23505')
    expect((await admin.from('posts').update({ deleted_at: null }).eq('id', id)).error).toBeNull()
    expect(await visible(slug)).toEqual([slug])
  })

  it('deletes for good only what is in the trash, and only for an admin', async () => {
    const slug = await insertPost(t, unique('definitivo'))
    const id = await idOf(slug)
    expect((await admin.from('posts').delete().eq('id', id).select()).data).toEqual([])
    await t.sql('update public.posts set deleted_at = now() where id = $1', [id])
    const user = await t.signedIn(await createPlainUser(t, 'lixeira'))
    expect((await user.from('posts').delete().eq('id', id).select()).data).toEqual([])
    expect((await t.anon().from('posts').delete().eq('id', id).select()).error?.code).toBe('42501')
    expect((await admin.from('posts').delete().eq('id', id).select('id')).data).toEqual([{ id }])
    expect(await t.sql('select 1 from public.post_revisions where post_id = $1', [id])).toEqual([])
  })

  it('purges what has been in the trash for 30 days, through an RPC only admins can use to any effect', async () => {
    const old = await insertPost(t, unique('lixeira-antiga'), { deleted_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
    const recent = await insertPost(t, unique('lixeira-recente'), { deleted_at: new Date(Date.now() - 29 * 86_400_000).toISOString() })
    expect((await t.anon().rpc('purge_trash')).error).not.toBeNull()
    const user = await t.signedIn(await createPlainUser(t, 'purga'))
    expect((await user.rpc('purge_trash')).data).toBe(0)
    expect(await t.sql('select slug from public.posts where slug = $1', [old])).toHaveLength(1)
    const purged = await admin.rpc('purge_trash')
    expect(purged.error).toBeNull()
    expect(purged.data).toBeGreaterThanOrEqual(1)
    expect(
      (await t.sql<{ slug: string }>('select slug from public.posts where slug = any($1)', [[old, recent]])).map((row) => row.slug),
    ).toEqual([recent])
  })
})

describe('revisions', () => {
  it('keeps every saved version with when and who saved it, not a change of status', async () => {
    const { data: post } = await admin
      .from('posts')
      .insert({ slug: unique('versoes'), title: 'Primeira versão', content: '<p>Um.</p>' })
      .select('id')
      .single()
    const id = post?.id as string
    await admin.from('posts').update({ title: 'Segunda versão', content: '<p>Dois.</p>' }).eq('id', id)
    await admin.from('posts').update({ published: true }).eq('id', id)
    await admin.from('posts').update({ deleted_at: new Date().toISOString() }).eq('id', id)
    const { data, error } = await admin
      .from('post_revisions')
      .select('title, content, saved_by, saved_by_email, saved_at')
      .eq('post_id', id)
      .order('saved_at')
    expect(error).toBeNull()
    expect(data?.map((revision) => revision.title)).toEqual(['Primeira versão', 'Segunda versão'])
    expect(data?.[1]).toMatchObject({ content: '<p>Dois.</p>', saved_by: adminId, saved_by_email: t.stack.admin.email })
  })

  it('keep the photo description, a change of it alone making a new version', async () => {
    const { data: post } = await admin
      .from('posts')
      .insert({
        slug: unique('versoes-foto'),
        title: 'Com foto',
        featured_image: '/blog-images/voil.jpg',
        featured_image_alt: 'Voil branco',
      })
      .select('id')
      .single()
    const id = post?.id as string
    expect((await admin.from('posts').update({ featured_image_alt: 'Voil branco em uma janela alta' }).eq('id', id)).error).toBeNull()
    const { data } = await admin.from('post_revisions').select('featured_image, featured_image_alt').eq('post_id', id).order('saved_at')
    expect(data).toEqual([
      { featured_image: '/blog-images/voil.jpg', featured_image_alt: 'Voil branco' },
      { featured_image: '/blog-images/voil.jpg', featured_image_alt: 'Voil branco em uma janela alta' },
    ])
  })

  it('are read by admins only and written by nobody through the API', async () => {
    const slug = await insertPost(t, unique('versoes-fechadas'), { title: 'Versão guardada' })
    const id = await idOf(slug)
    expect(await t.sql('select title, saved_by from public.post_revisions where post_id = $1', [id])).toEqual([
      { title: 'Versão guardada', saved_by: null },
    ])
    expect((await t.anon().from('post_revisions').select('id').eq('post_id', id)).error?.code).toBe('42501')
    const user = await t.signedIn(await createPlainUser(t, 'versoes'))
    expect((await user.from('post_revisions').select('id').eq('post_id', id)).data).toEqual([])
    const forged = await admin.from('post_revisions').insert({ post_id: id, title: 'Falsa', slug, subtitle: '', content: '', read_time: 1 })
    expect(forged.error?.code).toBe('42501')
    expect((await admin.from('post_revisions').delete().eq('post_id', id)).error?.code).toBe('42501')
    expect((await admin.from('post_revisions').update({ title: 'Reescrita' }).eq('post_id', id)).error?.code).toBe('42501')
    expect(await t.sql('select title from public.post_revisions where post_id = $1', [id])).toEqual([{ title: 'Versão guardada' }])
  })
})
