import { join } from 'node:path'
import type { Context } from 'hono'
import type pg from 'pg'
import { verifyToken, type Claims, type TokenIssuer } from '../../keys.ts'
import { PayloadTooLarge, readBody } from '../http/bodies.ts'
import { callerToken } from '../http/caller.ts'
import { storageError } from './errors.ts'

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

/** Supabase Storage's default upload limit (50 MB), which a bucket's own file_size_limit can only lower. */
const STORAGE_FILE_LIMIT = 50 * 1024 * 1024

/** Room for a multipart form's boundaries and part headers around the file. */
const MULTIPART_FRAMING = 64 * 1024

/** The largest file a bucket takes. */
export function fileSizeLimit(bucket: BucketRow): number {
  return Math.min(Number(bucket.file_size_limit ?? STORAGE_FILE_LIMIT), STORAGE_FILE_LIMIT)
}

/**
 * Runs `work` in a transaction as the token's role with its claims set, exactly as PostgREST does,
 * so storage.objects' row level security policies decide what the caller may do. `end: 'rollback'` only
 * asks whether the caller may do it.
 */
export async function asCaller<T>(
  pool: pg.Pool,
  claims: Claims,
  work: (client: pg.PoolClient) => Promise<T>,
  end: 'commit' | 'rollback' = 'commit',
): Promise<T> {
  if (!API_ROLES.has(claims.role)) throw new Error(`unexpected role in token: ${claims.role}`)
  const client = await pool.connect()
  try {
    await client.query('begin')
    await client.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
      claims.role,
      JSON.stringify(claims),
    ])
    const result = await work(client)
    await client.query(end)
    return result
  } catch (error) {
    await client.query('rollback')
    throw error
  } finally {
    client.release()
  }
}

/** The caller's verified claims, or Supabase Storage's 403 to a missing or invalid token. */
export async function callerClaims(c: Context, deps: TokenIssuer): Promise<Claims | Response> {
  const token = callerToken(c.req.raw)
  const claims = token ? await verifyToken(deps, token) : null
  return claims ?? storageError(c, 403, 'Unauthorized', 'Invalid JWT')
}

/** An uploaded file, with the Content-Type its client gave, unchecked. */
export interface Upload {
  bytes: Buffer
  contentType: string
  cacheControl: string
}

/**
 * A raw body (Node clients) or the first file of a multipart form (browser `File`s), as supabase-js sends
 * them, of at most `limit` bytes: a longer body is cut as it streams.
 */
export async function readUpload(request: Request, limit: number): Promise<Upload | { failure: 'too_large' | 'no_file' }> {
  const type = request.headers.get('content-type') ?? ''
  const multipart = type.startsWith('multipart/form-data')
  const bytes = await readBody(request, multipart ? limit + MULTIPART_FRAMING : limit).catch((error: unknown) => {
    if (error instanceof PayloadTooLarge) return null
    throw error
  })
  if (!bytes) return { failure: 'too_large' }
  if (!multipart) {
    return { bytes, contentType: type || 'application/octet-stream', cacheControl: maxAge(request.headers.get('cache-control')) }
  }
  const form = await new Response(bytes, { headers: { 'content-type': type } }).formData().catch(() => null)
  const file = form && [...form.values()].find((value): value is File => typeof value !== 'string')
  if (!form || !file) return { failure: 'no_file' }
  if (file.size > limit) return { failure: 'too_large' }
  const cacheControl = form.get('cacheControl')
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    contentType: file.type || 'application/octet-stream',
    cacheControl: maxAge(typeof cacheControl === 'string' ? cacheControl : null),
  }
}

function maxAge(value: string | null): string {
  return `max-age=${value?.match(/\d+/)?.[0] ?? '3600'}`
}
