import type { SupabaseClient } from '@supabase/supabase-js'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminEndpoints } from '../../../admin/server/endpoints.ts'
import { JOB_PHOTOS_PATH, MAX_JOB_PHOTO_BYTES } from '../../../admin/siteEndpoints.ts'
import { createNodeClient, createPostsClient } from '../../../blog/data/client.ts'
import { JOB_ORIGINALS_BUCKET } from '../../../engine/jobs/photos.ts'
import { HEIC_REFUSED } from '../../../server/images/jobPhoto.ts'
import { storageJobPhotos } from '../../../server/images/jobPhotoStore.ts'
import { jobPhotoSweeper } from '../../../server/images/jobPhotoSweep.ts'
import { jobPhotoUploader } from '../../../server/images/jobPhotoUpload.ts'
import { hasGps, leftovers, phonePhoto } from '../../support/phonePhoto.ts'
import { connectTestStack, createPlainUser, type Login, type TestStack } from '../testStack.ts'

// POST /api/admin/trabalhos/fotos: a delivered job's photo from the owner's phone, stored upright and with nothing
// private left in it, the original in the private bucket and the renditions in the public one.
let t: TestStack
let service: SupabaseClient
let adminToken: string
let userToken: string
let app: ReturnType<typeof adminEndpoints>

const tokenOf = async (login: Login) => (await (await t.signedIn(login)).auth.getSession()).data.session?.access_token ?? ''

const send = (body: BodyInit | null, { token = adminToken, type = 'image/jpeg' }: { token?: string | null; type?: string } = {}) =>
  app.request(JOB_PHOTOS_PATH, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': type },
    body,
  })

const publicRendition = async (name: string) => {
  const response = await fetch(`${t.stack.url}/storage/v1/object/public/renditions/${name}`)
  return response.ok ? new Uint8Array(await response.arrayBuffer()) : null
}

beforeAll(async () => {
  t = await connectTestStack()
  service = createNodeClient(t.stack.url, t.stack.serviceKey)
  adminToken = await tokenOf(t.stack.admin)
  userToken = await tokenOf(await createPlainUser(t, 'curiosa'))
  app = adminEndpoints({
    supabase: createPostsClient({ url: t.stack.url, anonKey: t.stack.anonKey }),
    clearCache: () => {},
    warmImages: () => {},
    sanitize: (html) => html,
    saveJobPhoto: jobPhotoUploader(storageJobPhotos({ url: t.stack.url, serviceKey: t.stack.serviceKey }), () => {}),
    sweepJobPhotos: jobPhotoSweeper({ url: t.stack.url, serviceKey: t.stack.serviceKey }),
  })
})

afterAll(() => t?.stop())

describe('a job photo from the phone', () => {
  it('is stored upright, with no GPS, EXIF, ICC or XMP in the private original and every public rendition', async () => {
    const photo = await phonePhoto()
    expect(hasGps((await sharp(photo).metadata()).exif)).toBe(true)
    const response = await send(new Uint8Array(photo))
    expect(response.status).toBe(201)
    const { id, width, height } = (await response.json()) as { id: string; width: number; height: number }
    expect({ width, height }).toEqual({ width: 800, height: 1200 })

    const { data: original } = await service.storage.from(JOB_ORIGINALS_BUCKET).download(`${id}.jpg`)
    const bytes = new Uint8Array(await (original as Blob).arrayBuffer())
    expect(await leftovers(bytes)).toEqual({ exif: undefined, icc: undefined, xmp: undefined, iptc: undefined, orientation: undefined })
    const { data: pixels, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
    const at = (x: number, y: number) => [...pixels.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)]
    expect(at(400, 100)[0]).toBeGreaterThan(200)
    expect(at(400, 1100)[2]).toBeGreaterThan(200)

    // 800 px wide: the 480 renditions and the share card; none wider than the original.
    for (const name of [`jobs/${id}/480.avif`, `jobs/${id}/480.webp`, `jobs/${id}/480.jpg`, `jobs/${id}/share.jpg`]) {
      const rendition = await publicRendition(name)
      expect(rendition, name).not.toBeNull()
      expect(await leftovers(rendition ?? new Uint8Array())).toEqual({
        exif: undefined,
        icc: undefined,
        xmp: undefined,
        iptc: undefined,
        orientation: undefined,
      })
    }
    expect((await sharp((await publicRendition(`jobs/${id}/480.jpg`)) ?? undefined).metadata()).height).toBe(720)
    expect(await publicRendition(`jobs/${id}/960.jpg`)).toBeNull()
  })

  it('keeps the original private: no public address and nothing for a visitor or an admin key', async () => {
    const response = await send(new Uint8Array(await phonePhoto({ width: 2000, height: 1000 })))
    const { id } = (await response.json()) as { id: string }
    expect((await fetch(`${t.stack.url}/storage/v1/object/public/${JOB_ORIGINALS_BUCKET}/${id}.jpg`)).status).toBe(404)
    const visitor = t.anon().storage.from(JOB_ORIGINALS_BUCKET)
    expect((await visitor.download(`${id}.jpg`)).data).toBeNull()
    expect((await (await t.signedIn(t.stack.admin)).storage.from(JOB_ORIGINALS_BUCKET).download(`${id}.jpg`)).data).toBeNull()
    expect(await publicRendition(`jobs/${id}/960.webp`)).not.toBeNull()
  })

  it('refuses a HEIC photo and garbage with 415 and what to do, and a file that is no image', async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(2000, 7)])
    const refusedHeic = await send(new Uint8Array(heic), { type: 'image/heic' })
    expect(refusedHeic.status).toBe(415)
    expect(await refusedHeic.json()).toEqual({ error: HEIC_REFUSED })
    const garbage = await send(new Uint8Array(4000).fill(9))
    expect(garbage.status).toBe(415)
    expect(((await garbage.json()) as { error: string }).error).toMatch(/^Não foi possível ler esta imagem/)
    expect((await send('<html>', { type: 'text/html' })).status).toBe(415)
    const tiny = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer()
    expect((await send(new Uint8Array(tiny))).status).toBe(422)
  })

  it('refuses a body over 15 MB with 413, declared or streamed', async () => {
    // Refused on its Content-Length alone, before a byte is read: the few bytes sent would otherwise be read (and refused as no image).
    const declared = await app.request(JOB_PHOTOS_PATH, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'image/jpeg', 'content-length': String(MAX_JOB_PHOTO_BYTES + 1) },
      body: new Uint8Array(10),
    })
    expect(declared.status).toBe(413)
    expect(((await declared.json()) as { error: string }).error).toMatch(/^Esta foto passa de 15 MB/)
    let sent = 0
    const chunk = new Uint8Array(1024 * 1024)
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const streamed = await app.request(JOB_PHOTOS_PATH, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'image/jpeg' },
      body: endless,
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
    expect(sent).toBeLessThan(MAX_JOB_PHOTO_BYTES + 4 * chunk.byteLength)
  })

  it('answers 401 without a session and 403 to a user who is not an admin, reading nothing', async () => {
    const photo = new Uint8Array(await phonePhoto())
    expect((await send(photo, { token: null })).status).toBe(401)
    expect((await send(photo, { token: userToken })).status).toBe(403)
  })
})

describe('the photos of deleted jobs', () => {
  /** Uploads a photo and dates its original two days back, as a photo uploaded before yesterday. */
  async function oldPhoto(): Promise<string> {
    const { id } = (await (await send(new Uint8Array(await phonePhoto()))).json()) as { id: string }
    await t.sql(`update storage.objects set created_at = now() - interval '2 days' where bucket_id = $1 and name = $2`, [
      JOB_ORIGINALS_BUCKET,
      `${id}.jpg`,
    ])
    return id
  }
  const sweep = (token: string | null = adminToken) =>
    app.request(JOB_PHOTOS_PATH, { method: 'DELETE', headers: token ? { authorization: `Bearer ${token}` } : {} })
  const stored = async (id: string) =>
    (await t.sql<{ bucket_id: string }>(`select bucket_id from storage.objects where name like '%' || $1 || '%' order by 1`, [id])).map(
      (row) => row.bucket_id,
    )

  it('leave storage when no job has them any more; photos of jobs and fresh uploads stay', async () => {
    const [kept, dropped] = [await oldPhoto(), await oldPhoto()]
    const fresh = ((await (await send(new Uint8Array(await phonePhoto()))).json()) as { id: string }).id
    const [job] = await t.sql<{ id: string }>(
      `insert into public.jobs (slug, title, room, made, neighbourhood, delivered_on) values ($1, 'Voil na varanda', 'varanda', 'voil', 'moema', '2026-08-01') returning id`,
      [`voil-${kept}`],
    )
    await t.sql(`insert into public.job_photos (id, job_id, position, alt, width, height) values ($1, $2, 0, 'Voil branco', 800, 1200)`, [
      kept,
      job?.id,
    ])
    expect((await sweep(null)).status).toBe(401)
    expect((await sweep(userToken)).status).toBe(403)
    expect(await stored(dropped)).toEqual(['job-originals', 'renditions', 'renditions', 'renditions', 'renditions'])
    const answer = await sweep()
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as { removed: number }).removed).toBeGreaterThanOrEqual(1)
    expect(await stored(dropped)).toEqual([])
    expect(await publicRendition(`jobs/${dropped}/480.jpg`)).toBeNull()
    expect(await stored(kept)).toHaveLength(5)
    expect(await stored(fresh)).toHaveLength(5)
  })
})
