import { describe, expect, inject, it } from 'vitest'
import { REFUSED, rolesWithDraft } from './roles.ts'
import { unique } from './target.ts'

// Who may call each function of supabase/migrations: a visitor (anon), a signed-in user who is not an admin, an
// admin and the service key. Writes touch only a draft this file makes.
const target = inject('contractTarget')
const own = rolesWithDraft(target)

describe(`functions (${target.kind})`, () => {
  it('is_admin() is true for an admin only', async () => {
    expect((await own.roles.anon.rpc('is_admin')).data).toBe(false)
    expect((await own.roles.plain.rpc('is_admin')).data).toBe(false)
    expect((await own.roles.admin.rpc('is_admin')).data).toBe(true)
  })

  it("blog_state() gives anyone an opaque stamp that a draft's edit leaves as it was", async () => {
    const before = await own.roles.anon.rpc('blog_state')
    expect(before.data).toMatch(/^[0-9a-f]{32}$/)
    expect((await own.roles.plain.rpc('blog_state')).data).toBe(before.data)
    expect(
      (
        await own.roles.admin
          .from('posts')
          .update({ content: `<p>${unique('outra')}</p>` })
          .eq('id', own.draft.id)
      ).error,
    ).toBeNull()
    expect((await own.roles.anon.rpc('blog_state')).data).toBe(before.data)
  })

  it('purge_trash() is closed to visitors and removes nothing for a non-admin', async () => {
    expect((await own.roles.anon.rpc('purge_trash')).error).toMatchObject(REFUSED)
    expect(await own.roles.plain.rpc('purge_trash')).toMatchObject({ data: 0, error: null })
  })

  it('contact_taps_report() answers admins only', async () => {
    expect((await own.roles.anon.rpc('contact_taps_report', { days: 7 })).error).toMatchObject(REFUSED)
    expect((await own.roles.plain.rpc('contact_taps_report', { days: 7 })).error).toMatchObject(REFUSED)
    const { data, error } = await own.roles.admin.rpc('contact_taps_report', { days: 7 })
    expect(error).toBeNull()
    expect(Object.keys(data as object).sort()).toEqual(['days', 'pages', 'previous', 'today'])
  })

  it('add_contact_taps() runs with the service key only', async () => {
    // A count of 0 is skipped by the function: the call proves the right and writes nothing.
    const rows = [{ day: '2000-01-01', path: `/${unique('contrato')}`, kind: 'phone', count: 0 }]
    for (const role of [own.roles.anon, own.roles.plain, own.roles.admin])
      expect((await role.rpc('add_contact_taps', { rows })).error).toMatchObject(REFUSED)
    expect((await own.roles.service.rpc('add_contact_taps', { rows })).error).toBeNull()
    expect(
      (
        await own.roles.service
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
      'set_job_published_at',
      'limit_job_photos',
      'bump_blog_version_if_job_visible',
      'bump_blog_version_if_job_photo_visible',
    ]
    for (const name of triggers) {
      expect((await own.roles.anon.rpc(name)).error, name).not.toBeNull()
      expect((await own.roles.plain.rpc(name)).error, name).not.toBeNull()
    }
  })
})
