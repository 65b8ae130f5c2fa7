import type { SupabaseClient } from '@supabase/supabase-js'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publishedJobCount } from '../../../blog/data/publishedJobs.ts'
import { enrolAndVerify } from '../../contract/secondFactor.ts'
import { createUser } from '../../support/users.ts'
import { connectTestStack, createPlainUser, unique, type TestStack } from '../testStack.ts'

// supabase/migrations/20261129100000_jobs.sql: who reads and writes delivered jobs and their photos, and the
// freshness stamp that tells every server a visible job changed.
let t: TestStack
const callers = {} as Record<'anon' | 'plain' | 'passwordOnly' | 'withCode', SupabaseClient>

/** A job row as the admin writes it, with a fresh slug. */
const jobRow = (extra: Record<string, unknown> = {}) => ({
  slug: unique('cortina-na-sala'),
  title: 'Cortina de linho na sala',
  room: 'sala',
  made: 'cortina',
  neighbourhood: 'moema',
  delivered_on: '2026-10-01',
  ...extra,
})

/** A job written with the superuser: its id and its one photo's. */
async function seedJob(status: 'draft' | 'published', extra = ''): Promise<{ id: string; photo: string }> {
  const photo = randomUUID()
  const [job] = await t.sql<{ id: string }>(
    `insert into public.jobs (slug, title, room, made, neighbourhood, delivered_on) values ($1, 'Persiana no quarto', 'quarto', 'persiana', 'moema', '2026-09-01') returning id`,
    [unique('persiana')],
  )
  const id = job?.id ?? ''
  await t.sql(
    `insert into public.job_photos (id, job_id, position, alt, width, height) values ($1, $2, 0, 'Persiana branca fechada', 1600, 1200)`,
    [photo, id],
  )
  await t.sql(`update public.jobs set cover_photo_id = $2, status = $3 ${extra} where id = $1`, [id, photo, status])
  return { id, photo }
}

const stamp = async () => (await callers.anon.rpc('blog_state')).data as string

beforeAll(async () => {
  t = await connectTestStack()
  callers.anon = t.anon()
  callers.plain = await t.signedIn(await createPlainUser(t, 'vizinha'))
  const admin = { email: `${unique('dona-trabalhos')}@exemplo.com.br`, password: 'senha-da-dona-trabalhos' }
  await createUser(t.sql, admin, { admin: true })
  callers.withCode = await t.signedIn(admin)
  await enrolAndVerify(callers.withCode)
  callers.passwordOnly = await t.signedIn(admin)
})

afterAll(() => t?.stop())

describe('jobs and job_photos under row level security', () => {
  it('shows visitors and non-admins only published jobs outside the trash, and their photos', async () => {
    const published = await seedJob('published')
    const draft = await seedJob('draft')
    const trashed = await seedJob('published', ', deleted_at = now()')
    for (const caller of [callers.anon, callers.plain, callers.passwordOnly]) {
      const ids = [published.id, draft.id, trashed.id]
      expect((await caller.from('jobs').select('id').in('id', ids)).data).toEqual([{ id: published.id }])
      const photos = [published.photo, draft.photo, trashed.photo]
      expect((await caller.from('job_photos').select('id').in('id', photos)).data).toEqual([{ id: published.photo }])
    }
    const all = await callers.withCode.from('jobs').select('id').in('id', [published.id, draft.id, trashed.id])
    expect(all.data?.length).toBe(3)
  })

  it('refuses every write to a visitor, a non-admin and an enrolled admin without her code', async () => {
    const draft = await seedJob('draft')
    expect((await callers.anon.from('jobs').insert(jobRow())).error).toMatchObject({ code: '42501' })
    expect((await callers.anon.from('job_photos').delete().eq('job_id', draft.id)).error).toMatchObject({ code: '42501' })
    for (const caller of [callers.plain, callers.passwordOnly]) {
      expect((await caller.from('jobs').insert(jobRow())).error).toMatchObject({ code: '42501' })
      const photo = { id: randomUUID(), job_id: draft.id, position: 1, alt: 'Foto intrusa', width: 10, height: 10 }
      expect((await caller.from('job_photos').insert(photo)).error).toMatchObject({ code: '42501' })
      expect((await caller.from('jobs').update({ title: 'Invadido' }).eq('id', draft.id).select('id')).data).toEqual([])
      expect((await caller.from('jobs').delete().eq('id', draft.id).select('id')).data).toEqual([])
    }
    expect(await t.sql('select title from public.jobs where id = $1', [draft.id])).toEqual([{ title: 'Persiana no quarto' }])
  })

  it('lets the admin with her code write a job, its photos, publish it and delete it', async () => {
    const admin = callers.withCode
    const { data: job, error } = await admin.from('jobs').insert(jobRow()).select('id, status, published_at').single()
    expect(error).toBeNull()
    expect(job).toMatchObject({ status: 'draft', published_at: null })
    const photo = { id: randomUUID(), job_id: job?.id, position: 0, alt: 'Cortina de linho aberta', width: 2400, height: 1800 }
    expect((await admin.from('job_photos').insert(photo)).error).toBeNull()
    const published = await admin
      .from('jobs')
      .update({ status: 'published', cover_photo_id: photo.id })
      .eq('id', job?.id)
      .select('published_at')
    expect(published.data?.[0]?.published_at).toEqual(expect.any(String))
    expect((await callers.anon.from('jobs').select('id').eq('id', job?.id)).data).toEqual([{ id: job?.id }])
    expect((await admin.from('jobs').delete().eq('id', job?.id).select('id')).data).toEqual([{ id: job?.id }])
    expect(await t.sql('select id from public.job_photos where id = $1', [photo.id])).toEqual([])
  })

  it('keeps the rules of a job: the quote with its name and consent, a cover of its own, ten photos at most', async () => {
    const admin = callers.withCode
    expect((await admin.from('jobs').insert(jobRow({ quote: 'Ficou lindo, amei o resultado!' }))).error).toMatchObject({ code: '23514' })
    const quoted = jobRow({ quote: 'Ficou lindo, amei o resultado!', client_name: 'Marina, Moema' })
    expect((await admin.from('jobs').insert(quoted)).error).toMatchObject({ code: '23514' })
    expect((await admin.from('jobs').insert({ ...quoted, consent_on: '2026-10-20' })).error).toBeNull()
    expect((await admin.from('jobs').insert(jobRow({ status: 'published' }))).error).toMatchObject({ code: '23514' })
    const other = await seedJob('draft')
    const mine = await seedJob('published')
    expect((await admin.from('jobs').update({ cover_photo_id: other.photo }).eq('id', mine.id)).error).toMatchObject({ code: '23503' })
    // Removing a published job's cover is refused until another is chosen.
    expect((await admin.from('job_photos').delete().eq('id', mine.photo)).error).toMatchObject({ code: '23514' })
    const photos = Array.from({ length: 10 }, (_, position) => ({
      id: randomUUID(),
      job_id: other.id,
      position,
      alt: 'Mais uma foto',
      width: 9,
      height: 9,
    }))
    expect((await admin.from('job_photos').insert(photos)).error?.message).toBe('Um trabalho tem no máximo 10 fotos.')
    expect((await admin.from('job_photos').insert(photos.slice(1))).error).toBeNull()
  })
})

describe('the freshness stamp', () => {
  it('changes when a visible job or its photos change, and not for a draft', async () => {
    const draft = await seedJob('draft')
    const before = await stamp()
    await callers.withCode.from('jobs').update({ title: 'Rascunho editado' }).eq('id', draft.id)
    await callers.withCode.from('job_photos').update({ alt: 'Outra descrição da foto' }).eq('id', draft.photo)
    expect(await stamp()).toBe(before)
    await callers.withCode.from('jobs').update({ status: 'published' }).eq('id', draft.id)
    const published = await stamp()
    expect(published).not.toBe(before)
    await callers.withCode.from('job_photos').update({ alt: 'Persiana aberta ao sol' }).eq('id', draft.photo)
    const photoEdited = await stamp()
    expect(photoEdited).not.toBe(published)
    await callers.withCode.from('jobs').update({ deleted_at: new Date().toISOString() }).eq('id', draft.id)
    expect(await stamp()).not.toBe(photoEdited)
  })
})

describe("the launch check's count of delivered jobs", () => {
  it('counts what visitors see: published jobs outside the trash', async () => {
    await seedJob('published')
    await seedJob('draft')
    await seedJob('published', ', deleted_at = now()')
    const visible = async () =>
      Number((await t.sql<{ n: string }>("select count(*) as n from public.jobs where status = 'published' and deleted_at is null"))[0]?.n)
    // Other test files may write jobs meanwhile: the count lies between the visible jobs just before and just after.
    const before = await visible()
    const counted = await publishedJobCount({ url: t.stack.url, anonKey: t.stack.anonKey })
    const after = await visible()
    expect(counted).toBeGreaterThanOrEqual(Math.min(before, after))
    expect(counted).toBeLessThanOrEqual(Math.max(before, after))
    const all = Number((await t.sql<{ n: string }>('select count(*) as n from public.jobs'))[0]?.n)
    expect(counted).toBeLessThan(all)
  })
})
