import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connectRoles, makeDraft, REFUSED, type Roles } from './roles.ts'
import { unique } from './target.ts'

// Who may call each function of supabase/migrations: a visitor (anon), a signed-in user who is not an admin, an
// admin and the service key. Writes touch only a draft this file makes.
const target = inject('contractTarget')
let roles: Roles & { release(): Promise<void> }
let draft: Awaited<ReturnType<typeof makeDraft>>

beforeAll(async () => {
  roles = await connectRoles(target)
  draft = await makeDraft(target, roles.admin)
})

afterAll(async () => {
  await draft?.remove()
  await roles?.release()
})

describe(`functions (${target.kind})`, () => {
  it('is_admin() is true for an admin only', async () => {
    expect((await roles.anon.rpc('is_admin')).data).toBe(false)
    expect((await roles.plain.rpc('is_admin')).data).toBe(false)
    expect((await roles.admin.rpc('is_admin')).data).toBe(true)
  })

  it("blog_state() gives anyone an opaque stamp that a draft's edit leaves as it was", async () => {
    const before = await roles.anon.rpc('blog_state')
    expect(before.data).toMatch(/^[0-9a-f]{32}$/)
    expect((await roles.plain.rpc('blog_state')).data).toBe(before.data)
    expect(
      (
        await roles.admin
          .from('posts')
          .update({ content: `<p>${unique('outra')}</p>` })
          .eq('id', draft.id)
      ).error,
    ).toBeNull()
    expect((await roles.anon.rpc('blog_state')).data).toBe(before.data)
  })

  it('purge_trash() is closed to visitors and removes nothing for a non-admin', async () => {
    expect((await roles.anon.rpc('purge_trash')).error).toMatchObject(REFUSED)
    expect(await roles.plain.rpc('purge_trash')).toMatchObject({ data: 0, error: null })
  })

  it('contact_taps_report() answers admins only', async () => {
    expect((await roles.anon.rpc('contact_taps_report', { days: 7 })).error).toMatchObject(REFUSED)
    expect((await roles.plain.rpc('contact_taps_report', { days: 7 })).error).toMatchObject(REFUSED)
    const { data, error } = await roles.admin.rpc('contact_taps_report', { days: 7 })
    expect(error).toBeNull()
    expect(Object.keys(data as object).sort()).toEqual(['days', 'pages', 'previous', 'today'])
  })

  it('add_contact_taps() runs with the service key only', async () => {
    // A count of 0 is skipped by the function: the call proves the right and writes nothing.
    const rows = [{ day: '2000-01-01', path: `/${unique('contrato')}`, kind: 'phone', count: 0 }]
    for (const role of [roles.anon, roles.plain, roles.admin])
      expect((await role.rpc('add_contact_taps', { rows })).error).toMatchObject(REFUSED)
    expect((await roles.service.rpc('add_contact_taps', { rows })).error).toBeNull()
    expect(
      (
        await roles.service
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
      expect((await roles.anon.rpc(name)).error, name).not.toBeNull()
      expect((await roles.plain.rpc(name)).error, name).not.toBeNull()
    }
  })
})
