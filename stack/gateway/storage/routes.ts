import { readFile, rm } from 'node:fs/promises'
import { Hono, type Context } from 'hono'
import { readJsonBody } from '../http/bodies.ts'
import { mimeEssence } from '../http/mime.ts'
import type { StorageDeps } from './deps.ts'
import { storageError } from './errors.ts'
import { listObjects } from './listing.ts'
import { asCaller, callerClaims, isSafeName, objectFile, objectTarget, type ObjectMetadata } from './objects.ts'
import { uploadObject } from './uploads.ts'

/** Users' files share the API's origin: browsers must not sniff one into HTML, nor run its scripts if it is HTML. */
const USER_FILE_HEADERS = { 'x-content-type-options': 'nosniff', 'content-security-policy': 'sandbox' }

/** The Supabase Storage endpoints supabase-js uses for list, upload, update and remove. */
export function storageRoutes(deps: StorageDeps): Hono {
  const app = new Hono()
  // Before the upload route, which would take `list` for a bucket's name.
  app.post('/object/list/:bucket', (c) => listObjects(c, deps))
  app.post('/object/:bucket/*', (c) => uploadObject(c, deps, c.req.header('x-upsert') === 'true' ? 'upsert' : 'create'))
  app.put('/object/:bucket/*', (c) => uploadObject(c, deps, 'update'))
  app.delete('/object/:bucket', (c) => remove(c, deps))
  // supabase-js' download(): an object of any bucket, public or private, as the caller's SELECT policies allow.
  app.get('/object/authenticated/:bucket/*', (c) => download(c, deps, '/storage/v1/object/authenticated/'))
  app.get('/object/:bucket/*', (c) => download(c, deps, '/storage/v1/object/'))
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

async function download(c: Context, deps: StorageDeps, prefix: string): Promise<Response> {
  const claims = await callerClaims(c, deps)
  if (claims instanceof Response) return claims
  const target = objectTarget(new URL(c.req.url).pathname, prefix)
  const { rows } = target
    ? await asCaller(deps.pool, claims, (client) =>
        client.query<{ metadata: ObjectMetadata }>('select metadata from storage.objects where bucket_id = $1 and name = $2', [
          target.bucket,
          target.name,
        ]),
      )
    : { rows: [] }
  const metadata = rows[0]?.metadata
  const bytes = target && metadata ? await readFile(objectFile(deps.storageDir, target)).catch(() => null) : null
  if (!metadata || !bytes) return storageError(c, 404, 'not_found', 'Object not found')
  const type = mimeEssence(metadata.mimetype) ?? 'application/octet-stream'
  return c.body(bytes, 200, { etag: metadata.eTag, 'content-type': type, 'content-length': String(bytes.length), ...USER_FILE_HEADERS })
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
