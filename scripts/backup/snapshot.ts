import type pg from 'pg'
import { JOB_ORIGINALS_BUCKET } from '../../engine/jobs/photos.ts'
import { BackupError, PHOTO_BUCKET, TABLES } from './archive.ts'

/** Longest wait for one photo; a stalled download fails the backup instead of hanging the night's run. */
const PHOTO_TIMEOUT_MS = 60_000

/** A bucket object as the snapshot lists it; the eTag changes when its bytes do. */
export interface StoredPhoto {
  name: string
  content_type: string | null
  cache_control: string | null
  etag: string
}

type Rows = Record<string, unknown>[]

const ETAG = `coalesce(metadata ->> 'eTag', updated_at::text) as etag`

/** Everything the database holds for the archive, read in one repeatable-read snapshot so the parts agree. */
export async function readSnapshot(db: pg.Client) {
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
      `select name, metadata ->> 'mimetype' as content_type, metadata ->> 'cacheControl' as cache_control, ${ETAG}
         from storage.objects where bucket_id = $1 order by name`,
      [PHOTO_BUCKET],
    )
    const originals = await db.query<{ name: string; etag: string }>(
      `select name, ${ETAG} from storage.objects where bucket_id = $1 order by name`,
      [JOB_ORIGINALS_BUCKET],
    )
    return {
      tables,
      admins: admins.rows,
      migrations: migrations.rows.map((row) => row.version),
      photos: photos.rows,
      originals: originals.rows,
    }
  } finally {
    await db.query('rollback')
  }
}

/** A photo's bytes from a bucket address prefix, or a pt-BR failure naming it. */
export async function download(prefix: string, name: string, headers: Record<string, string> = {}): Promise<Buffer> {
  const url = prefix + name.split('/').map(encodeURIComponent).join('/')
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(PHOTO_TIMEOUT_MS) }).catch((error: unknown) => {
    throw new BackupError(`Não foi possível baixar a foto ${name}: ${error instanceof Error ? error.message : String(error)}.`)
  })
  if (!response.ok) throw new BackupError(`Não foi possível baixar a foto ${name}: o armazenamento respondeu ${response.status}.`)
  return Buffer.from(await response.arrayBuffer())
}
