import { describe, expect, inject, it } from 'vitest'
import { REFUSED, rolesWithDraft } from './roles.ts'
import { unique } from './target.ts'

// Row Level Security and grants of every table of supabase/migrations (there are no views), for a visitor (anon),
// a signed-in user who is not an admin, and an admin. Writes touch only rows this file makes.
const target = inject('contractTarget')
const own = rolesWithDraft(target)

/** A post the blog shows: the contract needs one, as the blog does (a hosted project's real posts do). */
async function visiblePost(): Promise<{ id: string; title: string }> {
  const { data, error } = await own.roles.anon.from('posts').select('id, title').limit(1).single()
  if (error) throw new Error(`no post visible to anon on the ${target.kind}: ${error.message}`)
  return data
}

describe(`posts (${target.kind})`, () => {
  it('shows a visitor only visible posts: published, their moment reached, not in the trash', async () => {
    const { data, error } = await own.roles.anon.from('posts').select('id, published, published_at, deleted_at').limit(1000)
    expect(error).toBeNull()
    expect(data?.length).toBeGreaterThan(0)
    for (const post of data ?? []) {
      expect(post.published).toBe(true)
      expect(Date.parse(post.published_at)).toBeLessThanOrEqual(Date.now() + 60_000)
      expect(post.deleted_at).toBeNull()
    }
    expect(data?.map((post) => post.id)).not.toContain(own.draft.id)
  })

  it('refuses every write from a visitor', async () => {
    expect((await own.roles.anon.from('posts').insert({ slug: unique('anon'), title: 'Invasor' })).error).toMatchObject(REFUSED)
    expect((await own.roles.anon.from('posts').update({ title: 'Invasor' }).eq('id', own.draft.id)).error).toMatchObject(REFUSED)
    expect((await own.roles.anon.from('posts').delete().eq('id', own.draft.id)).error).toMatchObject(REFUSED)
  })

  it('shows a signed-in non-admin no draft and lets them write nothing', async () => {
    expect((await own.roles.plain.from('posts').select('id').eq('id', own.draft.id)).data).toEqual([])
    expect((await own.roles.plain.from('posts').insert({ slug: unique('intruso'), title: 'Intruso' })).error).toMatchObject(REFUSED)
    const visible = await visiblePost()
    // The same title: were the policy open, nothing a visitor reads would change.
    expect((await own.roles.plain.from('posts').update({ title: visible.title }).eq('id', visible.id).select('id')).data).toEqual([])
    expect((await own.roles.plain.from('posts').update({ title: 'Intruso' }).eq('id', own.draft.id).select('id')).data).toEqual([])
    expect((await own.roles.plain.from('posts').delete().eq('id', own.draft.id).select('id')).data).toEqual([])
  })

  it('lets an admin read and edit drafts, and delete a post for good only from the trash', async () => {
    const { data: made, error } = await own.roles.admin
      .from('posts')
      .insert({ slug: unique('contrato-lixeira'), title: 'Para a lixeira' })
      .select('id')
      .single()
    expect(error).toBeNull()
    const id = made?.id ?? ''
    expect((await own.roles.admin.from('posts').update({ subtitle: 'Editado' }).eq('id', id).select('subtitle')).data).toEqual([
      { subtitle: 'Editado' },
    ])
    expect((await own.roles.admin.from('posts').delete().eq('id', id).select('id')).data).toEqual([])
    await own.roles.admin.from('posts').update({ deleted_at: new Date().toISOString() }).eq('id', id)
    expect((await own.roles.admin.from('posts').delete().eq('id', id).select('id')).data).toEqual([{ id }])
  })
})

describe(`post_revisions and post_pending_changes (${target.kind})`, () => {
  it("keeps a post's versions from everyone but admins, and lets nobody write them", async () => {
    expect((await own.roles.anon.from('post_revisions').select('id').eq('post_id', own.draft.id)).error).toMatchObject(REFUSED)
    expect((await own.roles.plain.from('post_revisions').select('id').eq('post_id', own.draft.id)).data).toEqual([])
    expect((await own.roles.admin.from('post_revisions').select('id').eq('post_id', own.draft.id)).data?.length).toBeGreaterThan(0)
    const forged = { post_id: own.draft.id, title: 'Forjada', slug: 'forjada', subtitle: '', content: '', read_time: 1 }
    expect((await own.roles.plain.from('post_revisions').insert(forged)).error).toMatchObject(REFUSED)
    expect((await own.roles.admin.from('post_revisions').insert(forged)).error).toMatchObject(REFUSED)
  })

  it('keeps changes waiting for publication to admins', async () => {
    const waiting = { post_id: own.draft.id, slug: 'contrato-espera', title: 'Em espera' }
    expect((await own.roles.anon.from('post_pending_changes').select('post_id')).error).toMatchObject(REFUSED)
    expect((await own.roles.anon.from('post_pending_changes').insert(waiting)).error).toMatchObject(REFUSED)
    expect((await own.roles.plain.from('post_pending_changes').insert(waiting)).error).toMatchObject(REFUSED)
    expect((await own.roles.admin.from('post_pending_changes').insert(waiting)).error).toBeNull()
    expect((await own.roles.plain.from('post_pending_changes').select('post_id').eq('post_id', own.draft.id)).data).toEqual([])
    expect((await own.roles.admin.from('post_pending_changes').select('title').eq('post_id', own.draft.id)).data).toEqual([
      { title: 'Em espera' },
    ])
    expect((await own.roles.plain.from('post_pending_changes').delete().eq('post_id', own.draft.id).select('post_id')).data).toEqual([])
    expect((await own.roles.admin.from('post_pending_changes').delete().eq('post_id', own.draft.id).select('post_id')).data).toEqual([
      { post_id: own.draft.id },
    ])
  })
})

describe(`admins, blog_version and contact_taps (${target.kind})`, () => {
  it('shows each user only their own admin row, and lets nobody write one', async () => {
    expect((await own.roles.anon.from('admins').select('user_id')).error).toMatchObject(REFUSED)
    expect((await own.roles.plain.from('admins').select('user_id')).data).toEqual([])
    const adminId = (await own.roles.admin.auth.getUser()).data.user?.id
    expect((await own.roles.admin.from('admins').select('user_id')).data).toEqual([{ user_id: adminId }])
    expect((await own.roles.plain.from('admins').insert({ user_id: own.roles.user.id })).error).toMatchObject(REFUSED)
    expect((await own.roles.admin.from('admins').insert({ user_id: own.roles.user.id })).error).toMatchObject(REFUSED)
  })

  it('keeps the blog_version row from every API role', async () => {
    for (const role of [own.roles.anon, own.roles.plain, own.roles.admin])
      expect((await role.from('blog_version').select('*')).error).toMatchObject(REFUSED)
  })

  it('lets only admins read the contact taps, and nobody write them through the table', async () => {
    expect((await own.roles.anon.from('contact_taps').select('day')).error).toMatchObject(REFUSED)
    expect((await own.roles.plain.from('contact_taps').select('day')).data).toEqual([])
    expect((await own.roles.admin.from('contact_taps').select('day').limit(1)).error).toBeNull()
    const row = { day: '2000-01-01', path: '/contrato', kind: 'phone', count: 1 }
    for (const role of [own.roles.anon, own.roles.plain, own.roles.admin])
      expect((await role.from('contact_taps').insert(row)).error).toMatchObject(REFUSED)
  })
})

describe(`publishes (${target.kind})`, () => {
  it('lets only admins read where each publish stands, and no API role but the service write it', async () => {
    expect((await own.roles.anon.from('publishes').select('state')).error).toMatchObject(REFUSED)
    expect((await own.roles.plain.from('publishes').select('state')).data).toEqual([])
    expect((await own.roles.admin.from('publishes').select('state').limit(1)).error).toBeNull()
    // Never written here, even by the service: on a hosted project the admin would show it as the latest publish.
    const row = {
      sha: 'a'.repeat(40),
      run_id: 1,
      state: 'no-ar',
      run_url: 'https://github.com/x/y/actions/runs/1',
      finished_at: '2000-01-01T00:00:00Z',
    }
    for (const role of [own.roles.anon, own.roles.plain, own.roles.admin]) {
      expect((await role.from('publishes').insert(row)).error).toMatchObject(REFUSED)
      expect((await role.from('publishes').update({ state: 'falhou', reason: 'x' }).eq('run_id', 1)).error).toMatchObject(REFUSED)
    }
  })
})
