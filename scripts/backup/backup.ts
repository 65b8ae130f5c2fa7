import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import pg from 'pg'
import { JOB_ORIGINALS_BUCKET } from '../../engine/jobs/photos.ts'
import {
  BackupError,
  bucketPrefix,
  jobOriginalPath,
  LAYOUT,
  PHOTO_BUCKET,
  photoPath,
  sha256,
  TABLES,
  tableFile,
  type Manifest,
} from './archive.ts'
import { databaseConfig } from './database.ts'
import { mapLimited } from './limit.ts'
import { readableFiles } from './readable.tsx'

/**
 * Where a backup reads from: the database (rows, migrations, the buckets' lists), the public bucket (bytes) and,
 * with the service key, the private bucket of the jobs' originals.
 */
export interface BackupSource {
  databaseUrl: string
  supabaseUrl: string
  /** Needed once a delivered job has a photo: its original is private. */
  serviceKey?: string | undefined
  /** The database server's CA certificate file: the connection then verifies the server (see database.ts). */
  caFile?: string | undefined
}

/** What a finished backup wrote. */
export interface BackupResult {
  dir: string
  manifest: Manifest
  bytes: number
}

/** Longest wait for one photo; a stalled download fails the backup instead of hanging the night's run. */
const PHOTO_TIMEOUT_MS = 60_000
const PHOTO_DOWNLOADS = 4

interface StoredPhoto {
  name: string
  content_type: string | null
  cache_control: string | null
}

/**
 * Writes one dated archive folder under `parent` (`copia-<UTC date and time>`): every table's rows read in one
 * snapshot, the admins by e-mail, the migration versions, every photo of the bucket, the posts as HTML and the
 * manifest, then records the run in public.backup_runs. The folder appears only once complete.
 */
export async function makeBackup(source: BackupSource, parent: string, now = new Date()): Promise<BackupResult> {
  const stamp = now.toISOString().slice(0, 16).replace(':', 'h')
  const dir = join(parent, `copia-${stamp}Z`)
  const partial = `${dir}.parcial`
  await rm(partial, { recursive: true, force: true })
  const files: Manifest['files'] = {}
  const put = async (path: string, bytes: Buffer | string) => {
    await mkdir(dirname(join(partial, path)), { recursive: true })
    await writeFile(join(partial, path), bytes)
    files[path] = { bytes: Buffer.byteLength(bytes), sha256: sha256(bytes) }
  }
  const db = new pg.Client(databaseConfig(source.databaseUrl, source.caFile))
  await db.connect()
  try {
    const snapshot = await readSnapshot(db)
    const counts: Manifest['counts'] = { admins: snapshot.admins.length }
    for (const table of TABLES) {
      const rows = snapshot.tables[table.name]
      counts[table.name] = rows.length
      await put(tableFile(table.name), JSON.stringify(rows, null, 1))
    }
    await put(LAYOUT.admins, JSON.stringify(snapshot.admins, null, 1))
    const prefix = bucketPrefix(source.supabaseUrl)
    await mapLimited(snapshot.photos, PHOTO_DOWNLOADS, async (photo) => put(photoPath(photo.name), await download(prefix, photo.name)))
    if (snapshot.originals.length > 0 && !source.serviceKey) {
      throw new BackupError(
        'falta SUPABASE_SERVICE_ROLE_KEY (a chave service_role, em Project Settings → API): sem ela as fotos dos trabalhos entregues, que são privadas, não podem ser copiadas.',
      )
    }
    const originals = `${source.supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/${JOB_ORIGINALS_BUCKET}/`
    const key = { authorization: `Bearer ${source.serviceKey}`, apikey: source.serviceKey ?? '' }
    await mapLimited(snapshot.originals, PHOTO_DOWNLOADS, async (name) => put(jobOriginalPath(name), await download(originals, name, key)))
    const readable = readableFiles(snapshot.tables.posts, snapshot.tables.post_pending_changes, prefix, now)
    for (const [path, html] of readable) await put(path, html)
    const manifest: Manifest = {
      format: 1,
      takenAt: now.toISOString(),
      supabaseUrl: source.supabaseUrl,
      migrations: snapshot.migrations,
      counts,
      photos: snapshot.photos.map((photo) => ({
        name: photo.name,
        contentType: photo.content_type ?? 'application/octet-stream',
        cacheControl: photo.cache_control ?? 'max-age=3600',
      })),
      jobOriginals: snapshot.originals,
      files,
    }
    await writeFile(join(partial, LAYOUT.manifest), JSON.stringify(manifest, null, 1))
    await rm(dir, { recursive: true, force: true })
    await rename(partial, dir)
    const bytes = Object.values(files).reduce((sum, file) => sum + file.bytes, 0)
    await db.query('insert into public.backup_runs (finished_at, posts, photos, bytes) values (now(), $1, $2, $3)', [
      counts.posts,
      snapshot.photos.length + snapshot.originals.length,
      bytes,
    ])
    return { dir, manifest, bytes }
  } catch (error) {
    await rm(partial, { recursive: true, force: true })
    throw error
  } finally {
    await db.end()
  }
}

type Rows = Record<string, unknown>[]

/** Everything the database holds for the archive, read in one repeatable-read snapshot so the parts agree. */
async function readSnapshot(db: pg.Client) {
  await db.query('begin isolation level repeatable read read only')
  try {
    const tables = {} as Record<(typeof TABLES)[number]['name'], Rows>
    for (const table of TABLES) {
      const { rows } = await db.query<{ rows: Rows }>(
        `select coalesce(jsonb_agg(to_jsonb(t) order by ${table.order}), '[]') as rows from public.${table.name} t`,
      )
      tables[table.name] = rows[0]?.rows ?? []
    }
    const admins = await db.query<{ email: string; created_at: string }>(
      `select u.email, to_jsonb(a.created_at) #>> '{}' as created_at
         from public.admins a join auth.users u on u.id = a.user_id order by u.email`,
    )
    const migrations = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version')
    const photos = await db.query<StoredPhoto>(
      `select name, metadata ->> 'mimetype' as content_type, metadata ->> 'cacheControl' as cache_control
         from storage.objects where bucket_id = $1 order by name`,
      [PHOTO_BUCKET],
    )
    const originals = await db.query<{ name: string }>('select name from storage.objects where bucket_id = $1 order by name', [
      JOB_ORIGINALS_BUCKET,
    ])
    return {
      tables,
      admins: admins.rows,
      migrations: migrations.rows.map((row) => row.version),
      photos: photos.rows,
      originals: originals.rows.map((row) => row.name),
    }
  } finally {
    await db.query('rollback')
  }
}

async function download(prefix: string, name: string, headers: Record<string, string> = {}): Promise<Buffer> {
  const url = prefix + name.split('/').map(encodeURIComponent).join('/')
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(PHOTO_TIMEOUT_MS) }).catch((error: unknown) => {
    throw new BackupError(`Não foi possível baixar a foto ${name}: ${error instanceof Error ? error.message : String(error)}.`)
  })
  if (!response.ok) throw new BackupError(`Não foi possível baixar a foto ${name}: o armazenamento respondeu ${response.status}.`)
  return Buffer.from(await response.arrayBuffer())
}
