import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { client, createThrowAwayUser, signedIn, unique, type ThrowAwayUser } from './target.ts'

// Row Level Security and grants of every table and function of supabase/migrations (there are no views), for a
// visitor (anon), a signed-in user who is not an admin, and an admin. Writes touch only a draft this file makes.
const target = inject('contractTarget')
let user: ThrowAwayUser
let anon: SupabaseClient
let plain: SupabaseClient
let admin: SupabaseClient
let service: SupabaseClient
let draftId: string

/** What PostgREST answers when a grant or a policy refuses: PostgreSQL's insufficient_privilege. */
const REFUSED = { code: '42501' }

/** A post the blog shows: the contract needs one, as the blog does (a hosted project's real posts do). */
async function visiblePost(): Promise<{ id: string; title: string }> {
  const { data, error } = await anon.from('posts').select('id, title').limit(1).single()
  if (error) throw new Error(`no post visible to anon on the ${target.kind}: ${error.message}`)
  return data
}

beforeAll(async () => {
  user = await createThrowAwayUser(target)
  anon = client(target)
  service = client(target, target.serviceKey)
  plain = await signedIn(target, user)
  admin = await signedIn(target, target.admin)
  const { data, error } = await admin
    .from('posts')
    .insert({ slug: unique('contrato-rascunho'), title: 'Rascunho do contrato', content: '<p>Rascunho.</p>' })
    .select('id')
    .single()
  if (error) throw error
  draftId = data.id
})

afterAll(async () => {
  if (draftId) await service.from('posts').delete().eq('id', draftId)
  await user?.remove()
})

describe(`posts (${target.kind})`, () => {
  it('shows a visitor only visible posts: published, their moment reached, not in the trash', async () => {
    const { data, error } = await anon.from('posts').select('id, published, published_at, deleted_at').limit(1000)
    expect(error).toBeNull()
    expect(data?.length).toBeGreaterThan(0)
    for (const post of data ?? []) {
      expect(post.published).toBe(true)
      expect(Date.parse(post.published_at)).toBeLessThanOrEqual(Date.now() + 60_000)
      expect(post.deleted_at).toBeNull()
    }
    expect(data?.map((post) => post.id)).not.toContain(draftId)
  })

  it('refuses every write from a visitor', async () => {
    expect((await anon.from('posts').insert({ slug: unique('anon'), title: 'Invasor' })).error).toMatchObject(REFUSED)
    expect((await anon.from('posts').update({ title: 'Invasor' }).eq('id', draftId)).error).toMatchObject(REFUSED)
    expect((await anon.from('posts').delete().eq('id', draftId)).error).toMatchObject(REFUSED)
  })

  it('shows a signed-in non-admin no draft and lets them write nothing', async () => {
    expect((await plain.from('posts').select('id').eq('id', draftId)).data).toEqual([])
    expect((await plain.from('posts').insert({ slug: unique('intruso'), title: 'Intruso' })).error).toMatchObject(REFUSED)
    const visible = await visiblePost()
    // The same title: were the policy open, nothing a visitor reads would change.
    expect((await plain.from('posts').update({ title: visible.title }).eq('id', visible.id).select('id')).data).toEqual([])
    expect((await plain.from('posts').update({ title: 'Intruso' }).eq('id', draftId).select('id')).data).toEqual([])
    expect((await plain.from('posts').delete().eq('id', draftId).select('id')).data).toEqual([])
  })

  it('lets an admin read and edit drafts, and delete a post for good only from the trash', async () => {
    const { data: made, error } = await admin
      .from('posts')
      .insert({ slug: unique('contrato-lixeira'), title: 'Para a lixeira' })
      .select('id')
      .single()
    expect(error).toBeNull()
    const id = made?.id ?? ''
    expect((await admin.from('posts').update({ subtitle: 'Editado' }).eq('id', id).select('subtitle')).data).toEqual([
      { subtitle: 'Editado' },
    ])
    expect((await admin.from('posts').delete().eq('id', id).select('id')).data).toEqual([])
    await admin.from('posts').update({ deleted_at: new Date().toISOString() }).eq('id', id)
    expect((await admin.from('posts').delete().eq('id', id).select('id')).data).toEqual([{ id }])
  })
})

describe(`post_revisions and post_pending_changes (${target.kind})`, () => {
  it("keeps a post's versions from everyone but admins, and lets nobody write them", async () => {
    expect((await anon.from('post_revisions').select('id').eq('post_id', draftId)).error).toMatchObject(REFUSED)
    expect((await plain.from('post_revisions').select('id').eq('post_id', draftId)).data).toEqual([])
    expect((await admin.from('post_revisions').select('id').eq('post_id', draftId)).data?.length).toBeGreaterThan(0)
    const forged = { post_id: draftId, title: 'Forjada', slug: 'forjada', subtitle: '', content: '', read_time: 1 }
    expect((await plain.from('post_revisions').insert(forged)).error).toMatchObject(REFUSED)
    expect((await admin.from('post_revisions').insert(forged)).error).toMatchObject(REFUSED)
  })

  it('keeps changes waiting for publication to admins', async () => {
    const waiting = { post_id: draftId, slug: 'contrato-espera', title: 'Em espera' }
    expect((await anon.from('post_pending_changes').select('post_id')).error).toMatchObject(REFUSED)
    expect((await anon.from('post_pending_changes').insert(waiting)).error).toMatchObject(REFUSED)
    expect((await plain.from('post_pending_changes').insert(waiting)).error).toMatchObject(REFUSED)
    expect((await admin.from('post_pending_changes').insert(waiting)).error).toBeNull()
    expect((await plain.from('post_pending_changes').select('post_id').eq('post_id', draftId)).data).toEqual([])
    expect((await admin.from('post_pending_changes').select('title').eq('post_id', draftId)).data).toEqual([{ title: 'Em espera' }])
    expect((await plain.from('post_pending_changes').delete().eq('post_id', draftId).select('post_id')).data).toEqual([])
    expect((await admin.from('post_pending_changes').delete().eq('post_id', draftId).select('post_id')).data).toEqual([
      { post_id: draftId },
    ])
  })
})

describe(`admins, blog_version and contact_taps (${target.kind})`, () => {
  it('shows each user only their own admin row, and lets nobody write one', async () => {
    expect((await anon.from('admins').select('user_id')).error).toMatchObject(REFUSED)
    expect((await plain.from('admins').select('user_id')).data).toEqual([])
    const own = (await admin.auth.getUser()).data.user?.id
    expect((await admin.from('admins').select('user_id')).data).toEqual([{ user_id: own }])
    expect((await plain.from('admins').insert({ user_id: user.id })).error).toMatchObject(REFUSED)
    expect((await admin.from('admins').insert({ user_id: user.id })).error).toMatchObject(REFUSED)
  })

  it('keeps the blog_version row from every API role', async () => {
    for (const role of [anon, plain, admin]) expect((await role.from('blog_version').select('*')).error).toMatchObject(REFUSED)
  })

  it('lets only admins read the contact taps, and nobody write them through the table', async () => {
    expect((await anon.from('contact_taps').select('day')).error).toMatchObject(REFUSED)
    expect((await plain.from('contact_taps').select('day')).data).toEqual([])
    expect((await admin.from('contact_taps').select('day').limit(1)).error).toBeNull()
    const row = { day: '2000-01-01', path: '/contrato', kind: 'phone', count: 1 }
    for (const role of [anon, plain, admin]) expect((await role.from('contact_taps').insert(row)).error).toMatchObject(REFUSED)
  })
})

describe(`functions (${target.kind})`, () => {
  it('is_admin() is true for an admin only', async () => {
    expect((await anon.rpc('is_admin')).data).toBe(false)
    expect((await plain.rpc('is_admin')).data).toBe(false)
    expect((await admin.rpc('is_admin')).data).toBe(true)
  })

  it("blog_state() gives anyone an opaque stamp that a draft's edit leaves as it was", async () => {
    const before = await anon.rpc('blog_state')
    expect(before.data).toMatch(/^[0-9a-f]{32}$/)
    expect((await plain.rpc('blog_state')).data).toBe(before.data)
    expect(
      (
        await admin
          .from('posts')
          .update({ content: `<p>${unique('outra')}</p>` })
          .eq('id', draftId)
      ).error,
    ).toBeNull()
    expect((await anon.rpc('blog_state')).data).toBe(before.data)
  })

  it('purge_trash() is closed to visitors and removes nothing for a non-admin', async () => {
    expect((await anon.rpc('purge_trash')).error).toMatchObject(REFUSED)
    expect(await plain.rpc('purge_trash')).toMatchObject({ data: 0, error: null })
  })

  it('contact_taps_report() answers admins only', async () => {
    expect((await anon.rpc('contact_taps_report', { days: 7 })).error).toMatchObject(REFUSED)
    expect((await plain.rpc('contact_taps_report', { days: 7 })).error).toMatchObject(REFUSED)
    const { data, error } = await admin.rpc('contact_taps_report', { days: 7 })
    expect(error).toBeNull()
    expect(Object.keys(data as object).sort()).toEqual(['days', 'pages', 'previous', 'today'])
  })

  it('add_contact_taps() runs with the service key only', async () => {
    // A count of 0 is skipped by the function: the call proves the right and writes nothing.
    const rows = [{ day: '2000-01-01', path: `/${unique('contrato')}`, kind: 'phone', count: 0 }]
    for (const role of [anon, plain, admin]) expect((await role.rpc('add_contact_taps', { rows })).error).toMatchObject(REFUSED)
    expect((await service.rpc('add_contact_taps', { rows })).error).toBeNull()
    expect(
      (
        await service
          .from('contact_taps')
          .select('day')
          .eq('path', rows[0]?.path ?? '')
      ).data,
    ).toEqual([])
  })

  it('exposes no trigger function to a visitor or a signed-in user', async () => {
    const triggers = [
      'set_updated_at',
      'set_published_at',
      'keep_post_revision',
      'bump_blog_version',
      'bump_blog_version_if_visible',
      'keep_pending_revision',
      'drop_superseded_pending_changes',
    ]
    for (const name of triggers) {
      expect((await anon.rpc(name)).error, name).not.toBeNull()
      expect((await plain.rpc(name)).error, name).not.toBeNull()
    }
  })
})
