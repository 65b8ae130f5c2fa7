import { createHash } from 'node:crypto'
import { storageJobPhotos } from '../../../server/images/jobPhotoStore.ts'
import { prepareJobPhoto } from '../../../server/images/jobPhoto.ts'
import { createPostsClient, createNodeClient } from '../../../blog/data/client.ts'
import { createBlogReader } from '../../../blog/data/posts.ts'
import { blogListView } from '../../../blog/listView.ts'
import { blogPostView } from '../../../blog/postView.ts'
import { createPostSanitizer } from '../../../blog/sanitize.ts'
import { siteContent } from '../../../pages/site.ts'
import { phonePhoto } from '../../support/phonePhoto.ts'
import { TINY_PNG, unique, type TestStack } from '../testStack.ts'

const BUCKET = 'post-images'
const DAY_MS = 24 * 3600 * 1000

/** A second photo with other bytes: the tiny PNG with bytes after its end, which viewers ignore. */
const OTHER_PNG = Buffer.concat([TINY_PNG, Buffer.from('outra foto')])

/**
 * What the owner would have made by the time of a disaster, written as she writes it (signed in as the stack's
 * admin): photos, a post saved twice with waiting changes, a draft, a scheduled post, one in the trash, and taps.
 */
export async function writeOwnersWork(t: TestStack): Promise<void> {
  const admin = await t.signedIn(t.stack.admin)
  const prefix = unique('copia')
  const photos = [`2026/11/${prefix}-capa.png`, `2026/11/${prefix}-texto.png`]
  for (const [index, name] of photos.entries()) {
    const { error } = await admin.storage.from(BUCKET).upload(name, index ? OTHER_PNG : TINY_PNG, { contentType: 'image/png' })
    if (error) throw error
  }
  const url = (name: string) => admin.storage.from(BUCKET).getPublicUrl(name).data.publicUrl
  const now = Date.now()
  const post = (name: string, columns: Record<string, unknown>) => ({
    slug: `${prefix}-${name}`,
    title: `Post ${name}`,
    content: `<p>Texto de ${name}.</p><p><img src="${url(photos[1] ?? '')}" alt="Uma foto"></p>`,
    featured_image: url(photos[0] ?? ''),
    featured_image_alt: 'Cortina de linho',
    ...columns,
  })
  const { data, error } = await admin
    .from('posts')
    .insert([
      post('publicado', { published: true, published_at: new Date(now - 2 * DAY_MS).toISOString() }),
      post('rascunho', { published: false }),
      post('agendado', { published: true, published_at: new Date(now + 30 * DAY_MS).toISOString() }),
      post('lixeira', { published: true, deleted_at: new Date(now - DAY_MS).toISOString() }),
    ])
    .select('id, slug')
  if (error) throw error
  const published = data.find((row) => row.slug.endsWith('-publicado'))
  if (!published) throw new Error('post not saved')
  const second = await admin.from('posts').update({ subtitle: 'Segunda versão' }).eq('id', published.id)
  if (second.error) throw second.error
  const waiting = await admin.from('post_pending_changes').insert({ ...post('publicado', {}), post_id: published.id, title: 'Título novo' })
  if (waiting.error) throw waiting.error
  const service = createNodeClient(t.stack.url, t.stack.serviceKey)
  const day = (back: number) => new Date(now - back * DAY_MS).toISOString().slice(0, 10)
  const taps = await service.rpc('add_contact_taps', {
    rows: [
      { day: day(0), path: '/contato', kind: 'whatsapp', count: 3 },
      { day: day(1), path: '/', kind: 'phone', count: 2 },
      { day: day(40), path: '/cortinas-moema', kind: 'whatsapp', count: 5 },
    ],
  })
  if (taps.error) throw taps.error
  await writeJob(t, admin, prefix)
}

/** A published delivered job with the client's words and two photos, stored as the upload endpoint stores them. */
async function writeJob(t: TestStack, admin: Awaited<ReturnType<TestStack['signedIn']>>, prefix: string): Promise<void> {
  const store = storageJobPhotos({ url: t.stack.url, serviceKey: t.stack.serviceKey })
  const photos = [
    await prepareJobPhoto(await phonePhoto(), 'image/jpeg'),
    await prepareJobPhoto(await phonePhoto({ width: 1000 }), 'image/jpeg'),
  ]
  for (const photo of photos) await store(photo)
  const job = await admin
    .from('jobs')
    .insert({
      slug: `${prefix}-trabalho`,
      title: 'Cortina de linho na sala',
      room: 'sala',
      made: 'cortina',
      neighbourhood: 'moema',
      delivered_on: '2026-10-01',
      quote: 'Ficou lindo, a sala mudou completamente.',
      client_name: 'Marina, Moema',
      consent_on: '2026-10-20',
    })
    .select('id')
    .single()
  if (job.error) throw job.error
  const rows = photos.map((photo, position) => ({
    id: photo.id,
    job_id: job.data.id,
    position,
    alt: `Foto ${position + 1} da sala`,
    width: photo.width,
    height: photo.height,
  }))
  const added = await admin.from('job_photos').insert(rows)
  if (added.error) throw added.error
  const published = await admin.from('jobs').update({ status: 'published', cover_photo_id: photos[1]?.id }).eq('id', job.data.id)
  if (published.error) throw published.error
}

/**
 * Everything a restore must bring back, with the project's own address replaced by a placeholder (a new project
 * has another): every row, the admins by e-mail, the photos' bytes, the taps screen, and the blog's rendered list
 * and post pages.
 */
export async function projectState(t: TestStack) {
  const rows: Record<string, unknown> = {}
  for (const [table, order] of [
    ['posts', 'id'],
    ['post_revisions', 'id'],
    ['post_pending_changes', 'post_id'],
    ['contact_taps', 'day, path, kind'],
    ['jobs', 'id'],
    ['job_photos', 'id'],
  ] as const) {
    rows[table] = (await t.sql(`select coalesce(jsonb_agg(to_jsonb(x) order by ${order}), '[]') as rows from public.${table} x`))[0]?.rows
  }
  rows.admins = await t.sql('select u.email, a.created_at from public.admins a join auth.users u on u.id = a.user_id order by u.email')
  const objects = await t.sql<{ bucket: string; name: string; type: string }>(
    `select bucket_id as bucket, name, metadata ->> 'mimetype' as type from storage.objects
      where bucket_id = any($1) and (bucket_id <> 'renditions' or name like 'jobs/%') order by bucket_id, name`,
    [[BUCKET, 'job-originals', 'renditions']],
  )
  const photos = await Promise.all(
    objects.map(async ({ bucket, name, type }) => {
      const response = await fetch(`${t.stack.url}/storage/v1/object/${bucket}/${name}`, {
        headers: { authorization: `Bearer ${t.stack.serviceKey}`, apikey: t.stack.serviceKey },
      })
      return {
        bucket,
        name,
        type,
        status: response.status,
        sha256: createHash('sha256')
          .update(Buffer.from(await response.arrayBuffer()))
          .digest('hex'),
      }
    }),
  )
  const admin = await t.signedIn(t.stack.admin)
  const taps = await admin.rpc('contact_taps_report', { days: 366 })
  if (taps.error) throw taps.error
  const blog = {
    reader: createBlogReader({ client: createPostsClient({ url: t.stack.url, anonKey: t.stack.anonKey }), retryDelayMs: 1 }),
    supabaseUrl: t.stack.url,
    sanitize: createPostSanitizer(siteContent().site.siteUrl),
  }
  const pages: unknown[] = []
  for (let page = 1; page <= 20; page++) {
    const list = await blogListView(siteContent(), blog, String(page))
    pages.push(list)
    if (!('view' in list) || !list.view.pagination?.next) break
  }
  const visible = await t.sql<{ slug: string }>(
    'select slug from public.posts where published and published_at <= now() and deleted_at is null order by slug',
  )
  for (const { slug } of visible) pages.push(await blogPostView(siteContent(), blog, slug))
  return JSON.parse(JSON.stringify({ rows, photos, taps: taps.data, pages }).replaceAll(t.stack.url, '<projeto>')) as unknown
}

/** Removes every row a restore brings back, and every photo, as a mistaken SQL statement and a cleared bucket would. */
export async function wipeProject(t: TestStack): Promise<void> {
  await t.sql('delete from public.posts; delete from public.contact_taps; delete from public.admins; delete from public.jobs')
  const storage = createNodeClient(t.stack.url, t.stack.serviceKey).storage
  for (const bucket of [BUCKET, 'job-originals', 'renditions']) {
    const names = (await t.sql<{ name: string }>('select name from storage.objects where bucket_id = $1', [bucket])).map((row) => row.name)
    const { error } = await storage.from(bucket).remove(names)
    if (error) throw error
  }
}
