import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import pg from 'pg'
import {
  adminRowsSchema,
  BackupError,
  bucketPrefix,
  LAYOUT,
  PHOTO_BUCKET,
  photoPath,
  readArchive,
  readRows,
  TABLES,
  type Manifest,
  type TableName,
} from './archive.ts'
import { restoreJobPhotos, type StoredFile } from './jobPhotos.ts'
import { mapLimited } from './limit.ts'

/** Where a restore writes: the database (rows) and Storage with the service key (photos). */
export interface RestoreTarget {
  databaseUrl: string
  supabaseUrl: string
  serviceKey: string
}

/** What a restore did. */
export interface RestoreResult {
  manifest: Manifest
  /** Admins of the archive whose e-mail has no user in this project: they were not restored. */
  missingAdmins: string[]
}

/** Without --substituir only posts and jobs must be absent: taps a new project already counted are added to, not lost. */
const ON_CONFLICT: Record<TableName, string> = {
  posts: '',
  post_revisions: '',
  post_pending_changes: '',
  contact_taps: 'on conflict (day, path, kind) do update set count = public.contact_taps.count + excluded.count',
  jobs: '',
  job_photos: '',
}

const PHOTO_TIMEOUT_MS = 60_000
const PHOTO_UPLOADS = 4

/**
 * Loads an archive into a project at the same migrations. Every check comes before any write: the archive's
 * checksums, the migration versions, and a project without posts or jobs (unless `replace`). Photos go first (an
 * upload replaces a same-named object; the jobs' originals with renditions made again where the project lacks them), then every row in one transaction with triggers off (session_replication_role
 * = replica), so no version, timestamp or waiting change is made up on the way in; the blog's stamp is bumped
 * last so every server drops its cached pages.
 */
export async function restoreBackup(dir: string, target: RestoreTarget, options: { replace: boolean }): Promise<RestoreResult> {
  const manifest = await readArchive(dir)
  const tables = Object.fromEntries(
    await Promise.all(
      TABLES.map(async (table) => [table.name, table.name in manifest.counts ? await readRows(dir, table.name) : []] as const),
    ),
  )
  for (const table of TABLES) {
    if (tables[table.name]?.length !== (manifest.counts[table.name] ?? 0)) {
      throw new BackupError(`A cópia em ${dir} está danificada (${table.name}: contagem diferente do manifesto). Nada foi gravado.`)
    }
  }
  const admins = adminRowsSchema.parse(JSON.parse(await readFile(join(dir, LAYOUT.admins), 'utf8')))
  const from = bucketPrefix(manifest.supabaseUrl)
  const to = bucketPrefix(target.supabaseUrl)
  const moved = (rows: Record<string, unknown>[]) =>
    from === to
      ? rows
      : rows.map((row) =>
          Object.fromEntries(
            Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? value.replaceAll(from, to) : value]),
          ),
        )

  const db = new pg.Client({ connectionString: target.databaseUrl, connectionTimeoutMillis: 10_000 })
  await db.connect()
  try {
    await checkMigrations(db, manifest)
    await checkEmpty(db, options.replace)
    await mapLimited(manifest.photos, PHOTO_UPLOADS, (photo) =>
      upload(target, { ...photo, bucket: PHOTO_BUCKET, bytes: readFile(join(dir, photoPath(photo.name))) }),
    )
    await restoreJobPhotos(dir, manifest.jobOriginals, target.supabaseUrl, (file) => upload(target, file))
    await db.query('begin')
    try {
      await db.query('set local session_replication_role = replica')
      await db.query(`lock table ${TABLES.map((table) => `public.${table.name}`).join(', ')} in exclusive mode`)
      await checkEmpty(db, options.replace)
      if (options.replace) for (const table of [...TABLES].reverse()) await db.query(`delete from public.${table.name}`)
      for (const table of TABLES) {
        await db.query(
          `insert into public.${table.name} select * from jsonb_populate_recordset(null::public.${table.name}, $1::jsonb) ${ON_CONFLICT[table.name]}`,
          [JSON.stringify(moved(tables[table.name] ?? []))],
        )
      }
      const { rows } = await db.query<{ email: string }>(
        `with wanted as (select * from jsonb_to_recordset($1::jsonb) as a(email text, created_at timestamptz)),
              added as (insert into public.admins (user_id, created_at)
                        select u.id, w.created_at from wanted w join auth.users u on lower(u.email) = lower(w.email)
                        on conflict (user_id) do update set created_at = excluded.created_at)
         select w.email from wanted w where not exists (select 1 from auth.users u where lower(u.email) = lower(w.email))`,
        [JSON.stringify(admins)],
      )
      await db.query('update public.blog_version set version = version + 1')
      await db.query('commit')
      return { manifest, missingAdmins: rows.map((row) => row.email) }
    } catch (error) {
      await db.query('rollback')
      throw error
    }
  } finally {
    await db.end()
  }
}

async function checkMigrations(db: pg.Client, manifest: Manifest): Promise<void> {
  const { rows } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version')
  const here = rows.map((row) => row.version)
  if (here.join() === manifest.migrations.join()) return
  const onlyArchive = manifest.migrations.filter((version) => !here.includes(version))
  const onlyHere = here.filter((version) => !manifest.migrations.includes(version))
  throw new BackupError(
    `A cópia foi feita com o banco em outra versão: nada foi gravado.` +
      (onlyArchive.length
        ? `\n  Só na cópia: ${onlyArchive.join(', ')} (aplique essas migrações ao projeto antes, com supabase db push).`
        : '') +
      (onlyHere.length
        ? `\n  Só neste projeto: ${onlyHere.join(', ')} (restaure num projeto sem elas, ou use uma cópia feita depois delas).`
        : ''),
  )
}

async function checkEmpty(db: pg.Client, replace: boolean): Promise<void> {
  if (replace) return
  const { rows } = await db.query<{ posts: number; jobs: number }>(
    'select (select count(*)::integer from public.posts) as posts, (select count(*)::integer from public.jobs) as jobs',
  )
  const { posts = 0, jobs = 0 } = rows[0] ?? {}
  if (posts > 0 || jobs > 0) {
    const has = [posts && (posts === 1 ? '1 post' : `${posts} posts`), jobs && (jobs === 1 ? '1 trabalho' : `${jobs} trabalhos`)]
    throw new BackupError(
      `Este projeto já tem ${has.filter(Boolean).join(' e ')}: nada foi gravado. Para trocar tudo o que ele tem ` +
        `(posts, versões, alterações guardadas, lixeira, contatos e trabalhos) pelo conteúdo da cópia, rode de novo com --substituir.`,
    )
  }
}

/** Puts one file in a bucket through Storage with the service key, replacing a same-named one. */
async function upload(target: RestoreTarget, photo: StoredFile): Promise<void> {
  const url = `${target.supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/${photo.bucket}/${photo.name.split('/').map(encodeURIComponent).join('/')}`
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${target.serviceKey}`,
      apikey: target.serviceKey,
      'content-type': photo.contentType,
      'cache-control': photo.cacheControl,
      'x-upsert': 'true',
    },
    body: new Uint8Array(await photo.bytes),
    signal: AbortSignal.timeout(PHOTO_TIMEOUT_MS),
  }).catch((error: unknown) => {
    throw new BackupError(`Não foi possível enviar a foto ${photo.name}: ${error instanceof Error ? error.message : String(error)}.`)
  })
  if (!response.ok) {
    throw new BackupError(
      `Não foi possível enviar a foto ${photo.name}: o armazenamento respondeu ${response.status} ${await response.text()}.`,
    )
  }
}
