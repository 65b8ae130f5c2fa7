import type pg from 'pg'

/** How long the workflow keeps a photo copy (its artifact's retention-days). */
export const PHOTO_COPY_DAYS = 90

/** How long the workflow keeps a nightly copy: a photo copy it names must outlive it. */
export const NIGHTLY_DAYS = 14

/** A photo is stored again when its copy has fewer days left than a nightly copy lives, plus one day of slack. */
const RENEW_DAYS = NIGHTLY_DAYS + 1
const DAY_MS = 24 * 3600 * 1000

/** A photo copy's file name, as the manifest names it and the workflow uploads it. */
export const PHOTO_COPY_NAME = /^fotos-\d{4}-\d{2}-\d{2}T\d{2}h\d{2}Z\.tar\.gz\.age$/

/** A photo as the bucket lists it: its path inside an archive and what changes when its bytes do. */
export interface BucketPhoto {
  path: string
  etag: string
}

/** A photo some kept photo copy holds: enough for the nightly manifest to list and check it. */
export interface HeldPhoto {
  copy: string
  sha256: string
  bytes: number
}

/**
 * The photos a confirmed photo copy sealed to `recipient` holds, with the same eTag, for at least RENEW_DAYS after
 * `now`: the nightly copy names that copy instead of storing them again. Anything else (a new or changed photo, a
 * copy near its expiry, an unconfirmed upload, a new key, an empty table) is stored again.
 */
export async function heldPhotos(
  db: pg.Client,
  photos: readonly BucketPhoto[],
  recipient: string,
  now: Date,
): Promise<Map<string, HeldPhoto>> {
  const { rows } = await db.query<{ path: string; etag: string; sha256: string; bytes: string; copy: string }>(
    'select path, etag, sha256, bytes, copy from public.backup_photos where uploaded and kept_until >= $1 and recipient = $2',
    [new Date(now.getTime() + RENEW_DAYS * DAY_MS), recipient],
  )
  const etags = new Map(photos.map((photo) => [photo.path, photo.etag]))
  return new Map(
    rows
      .filter((row) => etags.get(row.path) === row.etag)
      .map((row) => [row.path, { copy: row.copy, sha256: row.sha256, bytes: Number(row.bytes) }]),
  )
}

/**
 * Remembers the photos the night's photo copy holds (not yet confirmed: the upload comes later) and forgets photos
 * the buckets no longer have.
 */
export async function rememberPhotos(
  db: pg.Client,
  copy: string,
  stored: readonly (BucketPhoto & { sha256: string; bytes: number })[],
  all: readonly BucketPhoto[],
  recipient: string,
  now: Date,
): Promise<void> {
  await db.query('delete from public.backup_photos where not (path = any($1))', [all.map((photo) => photo.path)])
  if (!stored.length) return
  await db.query(
    `insert into public.backup_photos (path, etag, sha256, bytes, copy, kept_until, recipient, uploaded)
     select path, etag, sha256, bytes, $2, $3, $4, false from jsonb_to_recordset($1::jsonb) as p(path text, etag text, sha256 text, bytes bigint)
     on conflict (path) do update set etag = excluded.etag, sha256 = excluded.sha256, bytes = excluded.bytes, copy = excluded.copy,
       kept_until = excluded.kept_until, recipient = excluded.recipient, uploaded = false`,
    [JSON.stringify(stored), copy, new Date(now.getTime() + PHOTO_COPY_DAYS * DAY_MS), recipient],
  )
}

/** Marks the photos of these photo copies as kept: the workflow calls it once their upload succeeded. */
export async function confirmPhotoCopies(db: pg.Client, copies: readonly string[]): Promise<number> {
  const { rowCount } = await db.query('update public.backup_photos set uploaded = true where copy = any($1)', [copies])
  return rowCount ?? 0
}

/** The São Paulo date and time of a copy's UTC stamp (`…-2026-11-28T06h17Z…`), as the Actions page shows the run. */
export function runTime(name: string): string {
  const match = /(\d{4})-(\d{2})-(\d{2})T(\d{2})h(\d{2})Z/.exec(name)
  if (!match) return name
  const [year = 0, month = 1, day, hour, minute] = match.slice(1).map(Number)
  // São Paulo has kept UTC−3 all year since 2019.
  const local = new Date(Date.UTC(year, month - 1, day, hour, minute) - 3 * 3600 * 1000)
  const two = (value: number) => String(value).padStart(2, '0')
  return `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} às ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`
}
