import { createHash, randomUUID } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { Context } from 'hono'
import type pg from 'pg'
import type { Claims } from '../../keys.ts'
import { bytesMatchType, mimeAllowed, mimeEssence } from '../http/mime.ts'
import type { StorageDeps } from './deps.ts'
import { storageError } from './errors.ts'
import {
  asCaller,
  callerClaims,
  fileSizeLimit,
  findBucket,
  objectFile,
  objectTarget,
  readUpload,
  type ObjectMetadata,
  type ObjectTarget,
} from './objects.ts'

/** How an upload treats an object that already exists: refuse it, replace it, or require it. */
export type UploadMode = 'create' | 'upsert' | 'update'

/**
 * A new object needs only an INSERT policy, as on Supabase Storage: its id is made here, since RETURNING would
 * need a SELECT policy too. Upsert and update read the row back, which Supabase Storage needs SELECT for as well.
 */
const WRITE_SQL: Record<UploadMode, string> = {
  create: `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, id)
           values ($1, $2, $3, $4, $5, $6)`,
  upsert: `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
           values ($1, $2, $3, $4, $5)
           on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
             metadata = excluded.metadata, updated_at = now(), last_accessed_at = now()
           returning id`,
  update: `update storage.objects set owner = $3, owner_id = $4, metadata = $5, updated_at = now(), last_accessed_at = now()
           where bucket_id = $1 and name = $2 returning id`,
}

/** Stores an uploaded file, once the bucket's rules allow the caller to write it. */
export async function uploadObject(c: Context, deps: StorageDeps, mode: UploadMode): Promise<Response> {
  const claims = await callerClaims(c, deps)
  if (claims instanceof Response) return claims
  const target = objectTarget(new URL(c.req.url).pathname, '/storage/v1/object/')
  if (!target) return storageError(c, 400, 'InvalidKey', 'Invalid key')
  const bucket = await findBucket(deps.pool, target.bucket)
  if (!bucket) return storageError(c, 404, 'Bucket not found', 'Bucket not found')
  // The bucket's rules decide before a byte of the body is read, as Supabase Storage tests the row in a
  // transaction it rolls back: a caller who may not write sends nothing for the gateway to read or decode.
  const allowed = await writeRow(deps.pool, claims, mode, target, PLACEHOLDER, 'rollback').catch((error: unknown) => writeFailure(c, error))
  if (allowed instanceof Response) return allowed
  if (!allowed) return storageError(c, 404, 'not_found', 'Object not found')
  const file = await readUpload(c.req.raw, fileSizeLimit(bucket))
  if ('failure' in file) {
    return file.failure === 'too_large'
      ? storageError(c, 413, 'Payload too large', 'The object exceeded the maximum allowed size')
      : storageError(c, 400, 'InvalidRequest', 'No file in the request')
  }
  const mimetype = mimeEssence(file.contentType)
  if (!mimetype || !mimeAllowed(bucket.allowed_mime_types, mimetype)) {
    return storageError(c, 415, 'invalid_mime_type', `mime type ${file.contentType} is not supported`)
  }
  if (!(await bytesMatchType(file.bytes, mimetype))) {
    return storageError(c, 415, 'invalid_mime_type', `The file's content is not ${mimetype}`)
  }
  const metadata: ObjectMetadata = {
    eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
    size: file.bytes.length,
    mimetype,
    cacheControl: file.cacheControl,
    lastModified: new Date().toUTCString(),
    contentLength: file.bytes.length,
    httpStatusCode: 200,
  }
  const path = objectFile(deps.storageDir, target)
  const id = await writeRow(deps.pool, claims, mode, target, metadata, 'commit', () => writeAtomically(path, file.bytes)).catch(
    (error: unknown) => writeFailure(c, error),
  )
  if (id instanceof Response) return id
  if (!id) return storageError(c, 404, 'not_found', 'Object not found')
  return c.json({ Id: id, Key: `${target.bucket}/${target.name}` })
}

/** Metadata for the trial write, which is rolled back. */
const PLACEHOLDER: ObjectMetadata = {
  eTag: '""',
  size: 0,
  mimetype: 'application/octet-stream',
  cacheControl: 'max-age=0',
  lastModified: new Date(0).toUTCString(),
  contentLength: 0,
  httpStatusCode: 200,
}

/** Writes an object's row as the caller, then runs `stored` (when a row was written) before the transaction ends; the row's id or null. */
async function writeRow(
  pool: pg.Pool,
  claims: Claims,
  mode: UploadMode,
  target: ObjectTarget,
  metadata: ObjectMetadata,
  end: 'commit' | 'rollback',
  stored?: () => Promise<void>,
): Promise<string | null> {
  return asCaller(
    pool,
    claims,
    async (client) => {
      const values = [target.bucket, target.name, isUuid(claims.sub) ? claims.sub : null, claims.sub ?? null, metadata]
      const newId = randomUUID()
      const { rows, rowCount } = await client.query<{ id: string }>(WRITE_SQL[mode], mode === 'create' ? [...values, newId] : values)
      const id = mode === 'create' ? (rowCount === 1 ? newId : null) : (rows[0]?.id ?? null)
      if (id) await stored?.()
      return id
    },
    end,
  )
}

/** What the caller is told when the database refuses the write. */
function writeFailure(c: Context, error: unknown): Response {
  const code = (error as { code?: unknown }).code
  if (code === '42501') return storageError(c, 403, 'Unauthorized', 'new row violates row-level security policy')
  if (code === '23505') return storageError(c, 409, 'Duplicate', 'The resource already exists')
  throw error
}

function isUuid(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
}

async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  const temporary = `${file}.${randomUUID()}.tmp`
  await writeFile(temporary, bytes)
  await rename(temporary, file)
}
