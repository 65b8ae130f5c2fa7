import { join } from 'node:path'
import type pg from 'pg'
import type { Claims } from '../keys.ts'

/** A bucket and an object name inside it, taken from a storage URL. */
export interface ObjectTarget {
  bucket: string
  name: string
}

/** The storage.buckets columns uploads are checked against. */
export interface BucketRow {
  id: string
  public: boolean
  file_size_limit: string | null
  allowed_mime_types: string[] | null
}

/** The object metadata Supabase Storage keeps in storage.objects.metadata. */
export interface ObjectMetadata {
  eTag: string
  size: number
  mimetype: string
  cacheControl: string
  lastModified: string
  contentLength: number
  httpStatusCode: number
}

const API_ROLES = new Set(['anon', 'authenticated', 'service_role'])

/** Splits `<prefix><bucket>/<name>` and rejects names that could leave the bucket's folder. */
export function objectTarget(pathname: string, prefix: string): ObjectTarget | null {
  if (!pathname.startsWith(prefix)) return null
  let segments: string[]
  try {
    segments = pathname.slice(prefix.length).split('/').map(decodeURIComponent)
  } catch {
    return null
  }
  const [bucket = '', ...rest] = segments
  const name = rest.join('/')
  return isSafeName(bucket) && rest.length > 0 && isSafeName(name) ? { bucket, name } : null
}

/** Whether every `/`-separated segment of a name stays inside its folder on disk. */
export function isSafeName(name: string): boolean {
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !/[\\\0]/.test(segment))
}

/** Where an object's bytes live on disk. */
export function objectFile(storageDir: string, target: ObjectTarget): string {
  return join(storageDir, target.bucket, ...target.name.split('/'))
}

/** A bucket by id, read with the gateway's own rights (buckets are not exposed to the API roles). */
export async function findBucket(pool: pg.Pool, id: string): Promise<BucketRow | null> {
  const { rows } = await pool.query<BucketRow>(
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  )
  return rows[0] ?? null
}

/** Whether a bucket accepts a MIME type; entries may end in `/*`. */
export function mimeAllowed(bucket: BucketRow, mimetype: string): boolean {
  if (!bucket.allowed_mime_types?.length) return true
  const type = mimetype.split(';')[0]?.trim().toLowerCase() ?? ''
  return bucket.allowed_mime_types.some((allowed) =>
    allowed.endsWith('/*') ? type.startsWith(allowed.slice(0, -1)) : type === allowed.toLowerCase(),
  )
}

/**
 * Runs `work` in a transaction as the token's role with its claims set, exactly as PostgREST does,
 * so storage.objects' row level security policies decide what the caller may do.
 */
export async function asCaller<T>(pool: pg.Pool, claims: Claims, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  if (!API_ROLES.has(claims.role)) throw new Error(`unexpected role in token: ${claims.role}`)
  const client = await pool.connect()
  try {
    await client.query('begin')
    await client.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
      claims.role,
      JSON.stringify(claims),
    ])
    const result = await work(client)
    await client.query('commit')
    return result
  } catch (error) {
    await client.query('rollback')
    throw error
  } finally {
    client.release()
  }
}

/** A raw body (Node clients) or the first file of a multipart form (browser `File`s), as supabase-js sends them. */
export async function readUpload(request: Request): Promise<{ bytes: Buffer; mimetype: string; cacheControl: string } | null> {
  const type = request.headers.get('content-type') ?? ''
  if (type.startsWith('multipart/form-data')) {
    const form = await request.formData()
    const file = [...form.values()].find((value): value is File => typeof value !== 'string')
    if (!file) return null
    const cacheControl = form.get('cacheControl')
    return {
      bytes: Buffer.from(await file.arrayBuffer()),
      mimetype: file.type || 'application/octet-stream',
      cacheControl: maxAge(typeof cacheControl === 'string' ? cacheControl : null),
    }
  }
  return {
    bytes: Buffer.from(await request.arrayBuffer()),
    mimetype: type || 'application/octet-stream',
    cacheControl: maxAge(request.headers.get('cache-control')),
  }
}

function maxAge(value: string | null): string {
  return `max-age=${value?.match(/\d+/)?.[0] ?? '3600'}`
}
