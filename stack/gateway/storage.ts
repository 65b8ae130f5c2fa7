import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { Hono, type Context } from 'hono'
import type pg from 'pg'
import { verifyToken, type Claims, type TokenIssuer } from '../keys.ts'
import { callerToken, readJsonBody, storageError } from './http.ts'
import { bytesMatchType, mimeAllowed, mimeEssence } from './mime.ts'
import { asCaller, fileSizeLimit, findBucket, isSafeName, objectFile, objectTarget, readUpload, type ObjectMetadata } from './objects.ts'

/** What the storage routes need. */
export interface StorageDeps extends TokenIssuer {
  pool: pg.Pool
  /** Folder holding one sub-folder per bucket. */
  storageDir: string
}

type UploadMode = 'create' | 'upsert' | 'update'

const WRITE_SQL: Record<UploadMode, string> = {
  create: `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
           values ($1, $2, $3, $4, $5) returning id`,
  upsert: `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
           values ($1, $2, $3, $4, $5)
           on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
             metadata = excluded.metadata, updated_at = now(), last_accessed_at = now()
           returning id`,
  update: `update storage.objects set owner = $3, owner_id = $4, metadata = $5, updated_at = now(), last_accessed_at = now()
           where bucket_id = $1 and name = $2 returning id`,
}

/** Users' files share the API's origin: browsers must not sniff one into HTML, nor run its scripts if it is HTML. */
const USER_FILE_HEADERS = { 'x-content-type-options': 'nosniff', 'content-security-policy': 'sandbox' }

/** The Supabase Storage endpoints supabase-js uses for upload, update and remove. */
export function storageRoutes(deps: StorageDeps): Hono {
  const app = new Hono()
  app.post('/object/:bucket/*', (c) => upload(c, deps, c.req.header('x-upsert') === 'true' ? 'upsert' : 'create'))
  app.put('/object/:bucket/*', (c) => upload(c, deps, 'update'))
  app.delete('/object/:bucket', (c) => remove(c, deps))
  return app
}

/** GET /storage/v1/object/public/<bucket>/<name>: any object of a public bucket, no key needed. */
export function publicObjectRoute(deps: StorageDeps) {
  return async (c: Context) => {
    const target = objectTarget(new URL(c.req.url).pathname, '/storage/v1/object/public/')
    const { rows } = target
      ? await deps.pool.query<{ metadata: ObjectMetadata }>(
          `select o.metadata from storage.objects o join storage.buckets b on b.id = o.bucket_id
            where b.public and o.bucket_id = $1 and o.name = $2`,
          [target.bucket, target.name],
        )
      : { rows: [] }
    const metadata = rows[0]?.metadata
    const bytes = target && metadata ? await readFile(objectFile(deps.storageDir, target)).catch(() => null) : null
    if (!metadata || !bytes) return storageError(c, 404, 'not_found', 'Object not found')
    const headers = {
      etag: metadata.eTag,
      'cache-control': metadata.cacheControl,
      'last-modified': metadata.lastModified,
      ...USER_FILE_HEADERS,
    }
    if (c.req.header('if-none-match') === metadata.eTag) return c.body(null, 304, headers)
    const type = mimeEssence(metadata.mimetype) ?? 'application/octet-stream'
    return c.body(bytes, 200, { ...headers, 'content-type': type, 'content-length': String(bytes.length) })
  }
}

async function upload(c: Context, deps: StorageDeps, mode: UploadMode): Promise<Response> {
  const claims = await callerClaims(c, deps)
  if (claims instanceof Response) return claims
  const target = objectTarget(new URL(c.req.url).pathname, '/storage/v1/object/')
  if (!target) return storageError(c, 400, 'InvalidKey', 'Invalid key')
  const bucket = await findBucket(deps.pool, target.bucket)
  if (!bucket) return storageError(c, 404, 'Bucket not found', 'Bucket not found')
  const file = await readUpload(c.req.raw, fileSizeLimit(bucket))
  if ('failure' in file) {
    return file.failure === 'too_large'
      ? storageError(c, 413, 'Payload too large', 'The object exceeded the maximum allowed size')
      : storageError(c, 400, 'InvalidRequest', 'No file in the request')
  }
  const mimetype = mimeEssence(file.contentType)
  if (!mimetype || !mimeAllowed(bucket, mimetype)) {
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
  try {
    const id = await asCaller(deps.pool, claims, async (client) => {
      const { rows } = await client.query<{ id: string }>(WRITE_SQL[mode], [
        target.bucket,
        target.name,
        isUuid(claims.sub) ? claims.sub : null,
        claims.sub ?? null,
        metadata,
      ])
      if (rows[0]) await writeAtomically(objectFile(deps.storageDir, target), file.bytes)
      return rows[0]?.id ?? null
    })
    if (!id) return storageError(c, 404, 'not_found', 'Object not found')
    return c.json({ Id: id, Key: `${target.bucket}/${target.name}` })
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (code === '42501') return storageError(c, 403, 'Unauthorized', 'new row violates row-level security policy')
    if (code === '23505') return storageError(c, 409, 'Duplicate', 'The resource already exists')
    throw error
  }
}

async function remove(c: Context, deps: StorageDeps): Promise<Response> {
  const claims = await callerClaims(c, deps)
  if (claims instanceof Response) return claims
  const { prefixes } = await readJsonBody(c.req.raw)
  const names = Array.isArray(prefixes) ? prefixes.filter((name): name is string => typeof name === 'string') : []
  const bucket = c.req.param('bucket') ?? ''
  const { rows } = await asCaller(deps.pool, claims, (client) =>
    client.query<{ name: string }>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
        returning id, bucket_id, name, owner, metadata, created_at, updated_at, last_accessed_at`,
      [bucket, names],
    ),
  )
  for (const row of rows) {
    if (isSafeName(bucket) && isSafeName(row.name)) {
      await rm(objectFile(deps.storageDir, { bucket, name: row.name }), { force: true })
    }
  }
  return c.json(rows)
}

async function callerClaims(c: Context, deps: StorageDeps): Promise<Claims | Response> {
  const token = callerToken(c.req.raw)
  const claims = token ? await verifyToken(deps, token) : null
  return claims ?? storageError(c, 403, 'Unauthorized', 'Invalid JWT')
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
