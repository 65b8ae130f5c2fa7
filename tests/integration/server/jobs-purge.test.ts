import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JOB_ORIGINALS_BUCKET } from '../../../engine/jobs/photos.ts'
import { storageJobPhotos } from '../../../server/images/jobPhotoStore.ts'
import { jobPhotoSweeper } from '../../../server/images/jobPhotoSweep.ts'
import { jobPhotoUploader } from '../../../server/images/jobPhotoUpload.ts'
import { DELETED_JOB_KEPT_DAYS, jobPurger, scheduleJobPurge, type PurgeResult } from '../../../server/jobs/purge.ts'
import { siteContent } from '../../../pages/site.ts'
import { createServer } from '../../../server/createServer.ts'
import { phonePhoto } from '../../support/phonePhoto.ts'
import { connectTestStack, type TestStack } from '../testStack.ts'

// The purge the production server runs every 6 hours: jobs deleted more than 30 days ago leave the database, and
// their photos' files leave Storage, with nobody opening the admin.
let t: TestStack

beforeAll(async () => {
  t = await connectTestStack()
})

afterAll(() => t?.stop())

/** A published job with one photo (its cover), the photo's original dated 40 days back, deleted `daysAgo` days ago (null: live). */
async function job(daysAgo: number | null): Promise<{ id: string; photo: string }> {
  const save = jobPhotoUploader(storageJobPhotos({ url: t.stack.url, serviceKey: t.stack.serviceKey }), () => {})
  const saved = await save(new Uint8Array(await phonePhoto()), 'image/jpeg')
  if (saved.status !== 201) throw new Error(saved.error)
  const photo = saved.photo.id
  await t.sql(`update storage.objects set created_at = now() - interval '40 days' where bucket_id = $1 and name = $2`, [
    JOB_ORIGINALS_BUCKET,
    `${photo}.jpg`,
  ])
  const [row] = await t.sql<{ id: string }>(
    `insert into public.jobs (slug, title, room, made, neighbourhood, delivered_on) values ($1, 'Blecaute no quarto', 'quarto', 'blecaute', 'moema', '2026-07-01') returning id`,
    [`blecaute-${photo}`],
  )
  const id = row?.id ?? ''
  await t.sql(`insert into public.job_photos (id, job_id, position, alt, width, height) values ($1, $2, 0, 'Blecaute cinza', 800, 1200)`, [
    photo,
    id,
  ])
  await t.sql(
    `update public.jobs set cover_photo_id = $2, status = 'published', deleted_at = now() - make_interval(days => $3) where id = $1`,
    [id, photo, daysAgo],
  )
  return { id, photo }
}

const rows = async (table: 'jobs' | 'job_photos', id: string) => (await t.sql(`select 1 from public.${table} where id = $1`, [id])).length
const files = async (photo: string) =>
  (await t.sql(`select 1 from storage.objects where name = $1 || '.jpg' or name like 'jobs/' || $1 || '/%'`, [photo])).length

describe('the purge of deleted jobs', () => {
  it(`removes a job deleted ${DELETED_JOB_KEPT_DAYS + 1} days ago with its photos' files; one deleted 29 days ago and a live one stay`, async () => {
    const [expired, recent, live] = [await job(DELETED_JOB_KEPT_DAYS + 1), await job(DELETED_JOB_KEPT_DAYS - 1), await job(null)]
    expect(await files(expired.photo)).toBe(5)

    // A grace of 20 days, not the production day: the files of other tests' day-old uploads stay where those tests look.
    const sweep = jobPhotoSweeper({ url: t.stack.url, serviceKey: t.stack.serviceKey, graceMs: 20 * 24 * 3600 * 1000 })
    const purge = jobPurger({ url: t.stack.url, serviceKey: t.stack.serviceKey, sweep })
    const outcome = await new Promise<PurgeResult | Error>((report) => {
      const schedule = scheduleJobPurge(purge, { firstMs: 0, report: (result) => (schedule.stop(), report(result)) })
    })

    expect(outcome).not.toBeInstanceOf(Error)
    expect((outcome as PurgeResult).jobs).toBeGreaterThanOrEqual(1)
    expect(await rows('jobs', expired.id)).toBe(0)
    expect(await rows('job_photos', expired.photo)).toBe(0)
    expect(await files(expired.photo)).toBe(0)
    for (const kept of [recent, live]) {
      expect(await rows('jobs', kept.id)).toBe(1)
      expect(await rows('job_photos', kept.photo)).toBe(1)
      expect(await files(kept.photo)).toBe(5)
    }
  })

  it('fails, reported and not thrown, when the database does not answer', async () => {
    const purge = jobPurger({ url: 'http://127.0.0.1:9', serviceKey: t.stack.serviceKey, sweep: () => Promise.resolve(0) })
    const outcome = await new Promise<PurgeResult | Error>((report) => {
      const schedule = scheduleJobPurge(purge, { firstMs: 0, report: (result) => (schedule.stop(), report(result)) })
    })
    expect(outcome).toBeInstanceOf(Error)
    expect((outcome as Error).message).toMatch(/^jobs: /)
  })

  it('is started by the production server once ready, when it has the service key', async () => {
    const env = { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: t.stack.anonKey, SUPABASE_SERVICE_ROLE_KEY: t.stack.serviceKey }
    const before = new Set(process.listeners('SIGTERM'))
    const outcome = await new Promise<PurgeResult | Error>((report) => {
      const server = createServer(env, { content: siteContent, servesBuild: true, jobsPurge: { firstMs: 0, report } })
      server.onReady({ close: () => Promise.resolve() })
    })
    // onReady listens for the signals that stop the server; this test process keeps its own.
    for (const signal of ['SIGTERM', 'SIGINT'] as const)
      for (const listener of process.listeners(signal)) if (!before.has(listener)) process.off(signal, listener)
    expect((outcome as Error).message).toMatch(/^jobs: /)
  })
})
