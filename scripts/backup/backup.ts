import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import pg from 'pg'
import { JOB_ORIGINALS_BUCKET } from '../../engine/jobs/photos.ts'
import { BackupError, bucketPrefix, jobOriginalPath, LAYOUT, photoPath, sha256, TABLES, tableFile, type Manifest } from './archive.ts'
import { databaseConfig } from './database.ts'
import { mapLimited } from './limit.ts'
import { heldPhotos, rememberPhotos, type BucketPhoto } from './photoCopies.ts'
import { readableFiles } from './readable.tsx'
import { SEALED_SUFFIX } from './seal.ts'
import { download, readSnapshot } from './snapshot.ts'

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
  /** The public key the copies are sealed to: photo copies sealed to another are not counted on. */
  recipient?: string | undefined
}

/** What a finished backup wrote. */
export interface BackupResult {
  /** The nightly copy's folder: rows, manifest, pages; no photo. */
  dir: string
  /** The night's photo copy's folder (`fotos-<stamp>`), when some photo was not held by a kept photo copy. */
  photosDir?: string | undefined
  manifest: Manifest
  bytes: number
  /** The photo copy's size (0 without one). */
  photoBytes: number
}

const PHOTO_DOWNLOADS = 4

/**
 * Writes one dated nightly folder under `parent` (`copia-<UTC date and time>`): every table's rows read in one
 * snapshot, the admins by e-mail, the migration versions, the posts as HTML and the manifest, which names for every
 * photo the photo copy holding it. Photos no kept photo copy holds (public.backup_photos) go into the night's photo
 * folder (`fotos-<stamp>`), remembered there as not yet uploaded; then the run is recorded in public.backup_runs.
 * The folders appear only once complete.
 */
export async function makeBackup(source: BackupSource, parent: string, now = new Date()): Promise<BackupResult> {
  const stamp = `${now.toISOString().slice(0, 16).replace(':', 'h')}Z`
  const dir = join(parent, `copia-${stamp}`)
  const photosDir = join(parent, `fotos-${stamp}`)
  const copy = `fotos-${stamp}${SEALED_SUFFIX}`
  const [partial, photosPartial] = [`${dir}.parcial`, `${photosDir}.parcial`]
  await Promise.all([partial, photosPartial].map((folder) => rm(folder, { recursive: true, force: true })))
  const files: Manifest['files'] = {}
  const photoCopies: Manifest['photoCopies'] = {}
  const put = async (path: string, bytes: Buffer | string, into = partial) => {
    await mkdir(dirname(join(into, path)), { recursive: true })
    await writeFile(join(into, path), bytes)
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
    if (snapshot.originals.length > 0 && !source.serviceKey) {
      throw new BackupError(
        'falta SUPABASE_SERVICE_ROLE_KEY (a chave service_role, em Project Settings → API): sem ela as fotos dos trabalhos entregues, que são privadas, não podem ser copiadas.',
      )
    }
    const prefix = bucketPrefix(source.supabaseUrl)
    const originals = `${source.supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/${JOB_ORIGINALS_BUCKET}/`
    const key = { authorization: `Bearer ${source.serviceKey}`, apikey: source.serviceKey ?? '' }
    const all = [
      ...snapshot.photos.map((photo) => ({ path: photoPath(photo.name), etag: photo.etag, fetch: () => download(prefix, photo.name) })),
      ...snapshot.originals.map((photo) => ({
        path: jobOriginalPath(photo.name),
        etag: photo.etag,
        fetch: () => download(originals, photo.name, key),
      })),
    ]
    const held = await heldPhotos(db, all, source.recipient ?? '', now)
    const stored: (BucketPhoto & { sha256: string; bytes: number })[] = []
    await mapLimited(all, PHOTO_DOWNLOADS, async (photo) => {
      const kept = held.get(photo.path)
      if (kept) {
        files[photo.path] = { bytes: kept.bytes, sha256: kept.sha256 }
        photoCopies[photo.path] = kept.copy
        return
      }
      await put(photo.path, await photo.fetch(), photosPartial)
      photoCopies[photo.path] = copy
      stored.push({ path: photo.path, etag: photo.etag, ...(files[photo.path] as { bytes: number; sha256: string }) })
    })
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
      jobOriginals: snapshot.originals.map((photo) => photo.name),
      files,
      photoCopies,
    }
    await writeFile(join(partial, LAYOUT.manifest), JSON.stringify(manifest, null, 1))
    await rm(dir, { recursive: true, force: true })
    await rm(photosDir, { recursive: true, force: true })
    if (stored.length) await rename(photosPartial, photosDir)
    await rename(partial, dir)
    await rememberPhotos(db, copy, stored, all, source.recipient ?? '', now)
    const sum = (entries: { bytes: number }[]) => entries.reduce((total, file) => total + file.bytes, 0)
    const photoBytes = sum(stored)
    const bytes = sum(Object.values(files)) - sum(Object.keys(photoCopies).map((path) => files[path] ?? { bytes: 0 }))
    await db.query('insert into public.backup_runs (finished_at, posts, photos, bytes) values (now(), $1, $2, $3)', [
      counts.posts,
      all.length,
      bytes + photoBytes,
    ])
    return { dir, photosDir: stored.length ? photosDir : undefined, manifest, bytes, photoBytes }
  } catch (error) {
    await Promise.all([partial, photosPartial].map((folder) => rm(folder, { recursive: true, force: true })))
    throw error
  } finally {
    await db.end()
  }
}
