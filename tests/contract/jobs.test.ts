import type { SupabaseClient } from '@supabase/supabase-js'
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { JOB_ORIGINALS_BUCKET } from '../../engine/jobs/photos.ts'
import { RENDITIONS_BUCKET } from '../../server/images/shelf.ts'
import { connectRoles, REFUSED, type Roles } from './roles.ts'
import { unique } from './target.ts'

// Delivered jobs (supabase/migrations/20261129100000_jobs.sql): rows visitors read only once published, written by
// admins only; the photos' private originals and public renditions, written with the service key only. Everything
// this writes is a draft, or a file under a name of its own, removed at the end: nothing shows on the site.
const target = inject('contractTarget')
let roles: Roles & { release(): Promise<void> }
let draftId = ''
const original = `${unique('contrato')}.jpg`
const rendition = `jobs/${unique('contrato')}/480.jpg`
let jpeg: Buffer

const draft = () => ({
  slug: unique('contrato-trabalho'),
  title: 'Trabalho do contrato',
  room: 'sala',
  made: 'cortina',
  neighbourhood: 'moema',
  delivered_on: '2026-10-01',
})
const photoOf = (jobId: string) => ({ id: randomUUID(), job_id: jobId, position: 0, alt: 'Foto do contrato', width: 480, height: 360 })

beforeAll(async () => {
  roles = await connectRoles(target)
  jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0a080' } })
    .jpeg()
    .toBuffer()
  const { data, error } = await roles.admin.from('jobs').insert(draft()).select('id').single()
  if (error) throw new Error(`the admin could not write a draft job: ${error.message}`)
  draftId = data.id
  const added = await roles.admin.from('job_photos').insert(photoOf(draftId))
  if (added.error) throw new Error(`the admin could not add a photo row: ${added.error.message}`)
})

afterAll(async () => {
  await roles.service.from('jobs').delete().like('slug', 'contrato-trabalho-%')
  await roles.service.storage.from(JOB_ORIGINALS_BUCKET).remove([original])
  await roles.service.storage.from(RENDITIONS_BUCKET).remove([rendition])
  await roles.release()
})

describe(`jobs and job_photos (${target.kind})`, () => {
  it('shows a visitor and a non-admin only published jobs outside the trash, and no draft or its photos', async () => {
    for (const role of [roles.anon, roles.plain]) {
      const { data, error } = await role.from('jobs').select('id, status, deleted_at').limit(1000)
      expect(error).toBeNull()
      for (const job of data ?? []) expect(job).toMatchObject({ status: 'published', deleted_at: null })
      expect(data?.map((job) => job.id)).not.toContain(draftId)
      expect((await role.from('job_photos').select('id').eq('job_id', draftId)).data).toEqual([])
    }
  })

  it('refuses every write from a visitor and a non-admin', async () => {
    expect((await roles.anon.from('jobs').insert(draft())).error).toMatchObject(REFUSED)
    expect((await roles.anon.from('job_photos').insert(photoOf(draftId))).error).toMatchObject(REFUSED)
    expect((await roles.plain.from('jobs').insert(draft())).error).toMatchObject(REFUSED)
    expect((await roles.plain.from('job_photos').insert(photoOf(draftId))).error).toMatchObject(REFUSED)
    expect((await roles.plain.from('jobs').update({ title: 'Intruso' }).eq('id', draftId).select('id')).data).toEqual([])
    expect((await roles.plain.from('jobs').delete().eq('id', draftId).select('id')).data).toEqual([])
    expect((await roles.plain.from('job_photos').delete().eq('job_id', draftId).select('id')).data).toEqual([])
  })

  it("lets an admin read and edit drafts and their photos, leaving the site's stamp as it was", async () => {
    const stamp = (await roles.anon.rpc('blog_state')).data as string
    expect((await roles.admin.from('jobs').update({ title: 'Editado no contrato' }).eq('id', draftId).select('title')).data).toEqual([
      { title: 'Editado no contrato' },
    ])
    expect((await roles.admin.from('job_photos').select('job_id').eq('job_id', draftId)).data).toEqual([{ job_id: draftId }])
    expect((await roles.anon.rpc('blog_state')).data).toBe(stamp)
    const { data } = await roles.admin.from('jobs').insert(draft()).select('id').single()
    expect((await roles.admin.from('jobs').delete().eq('id', data?.id).select('id')).data).toEqual([{ id: data?.id }])
  })
})

describe(`${JOB_ORIGINALS_BUCKET} and the jobs' renditions (${target.kind})`, () => {
  it('keeps the originals private: only the service key writes, reads or lists them; no public address', async () => {
    const bucket = (role: SupabaseClient) => role.storage.from(JOB_ORIGINALS_BUCKET)
    for (const role of [roles.anon, roles.plain, roles.admin]) {
      expect((await bucket(role).upload(original, jpeg, { contentType: 'image/jpeg' })).error).not.toBeNull()
    }
    expect((await bucket(roles.service).upload(original, jpeg, { contentType: 'image/jpeg' })).error).toBeNull()
    const stored = await bucket(roles.service).download(original)
    expect(Buffer.from(await (stored.data as Blob).arrayBuffer()).equals(jpeg)).toBe(true)
    expect((await fetch(bucket(roles.anon).getPublicUrl(original).data.publicUrl)).ok).toBe(false)
    for (const role of [roles.anon, roles.plain, roles.admin]) {
      expect((await bucket(role).download(original)).data).toBeNull()
      expect((await bucket(role).list('', { search: original })).data ?? []).toEqual([])
      expect((await bucket(role).remove([original])).data ?? []).toEqual([])
    }
    expect((await bucket(roles.service).list('', { search: original })).data?.map((file) => file.name)).toEqual([original])
  })

  it('serves a job rendition by its public URL to anyone, and lets nobody but the service key write it', async () => {
    const bucket = (role: SupabaseClient) => role.storage.from(RENDITIONS_BUCKET)
    for (const role of [roles.anon, roles.plain, roles.admin]) {
      expect((await bucket(role).upload(rendition, jpeg, { contentType: 'image/jpeg' })).error).not.toBeNull()
    }
    expect((await bucket(roles.service).upload(rendition, jpeg, { contentType: 'image/jpeg' })).error).toBeNull()
    const served = await fetch(bucket(roles.anon).getPublicUrl(rendition).data.publicUrl)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true)
    for (const role of [roles.anon, roles.plain, roles.admin]) expect((await bucket(role).remove([rendition])).data ?? []).toEqual([])
    expect((await fetch(bucket(roles.anon).getPublicUrl(rendition).data.publicUrl)).status).toBe(200)
  })
})
