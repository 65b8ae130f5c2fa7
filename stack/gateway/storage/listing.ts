import type { Context } from 'hono'
import { readJsonBody } from '../http/bodies.ts'
import type { StorageDeps } from './deps.ts'
import { asCaller, callerClaims } from './objects.ts'

/** The columns Supabase Storage may sort a listing by. */
const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at'])

/** Supabase Storage's largest page of a listing. */
const MAX_LIMIT = 1000

/**
 * POST /storage/v1/object/list/<bucket>: one folder level of a bucket, as supabase-js' `list()` asks for it. It reads
 * storage.objects as the caller, so the bucket's SELECT policies decide what is listed, exactly as on Supabase Storage
 * (whose `storage.search()` runs as the caller too): a sub-folder is one entry with a null id.
 */
export async function listObjects(c: Context, deps: StorageDeps): Promise<Response> {
  const claims = await callerClaims(c, deps)
  if (claims instanceof Response) return claims
  const body = await readJsonBody(c.req.raw)
  const folder = typeof body.prefix === 'string' && body.prefix !== '' ? body.prefix.replace(/\/*$/, '/') : ''
  const search = typeof body.search === 'string' ? body.search : ''
  const limit = Math.min(whole(body.limit, 100), MAX_LIMIT)
  const offset = whole(body.offset, 0)
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown }
  const column = typeof sortBy.column === 'string' && SORT_COLUMNS.has(sortBy.column) ? sortBy.column : 'name'
  const order = sortBy.order === 'desc' ? 'desc' : 'asc'
  const { rows } = await asCaller(deps.pool, claims, (client) =>
    client.query(
      `select name, id, updated_at, created_at, last_accessed_at, metadata from (
         select distinct on (entry.name) entry.name,
                case when entry.folder then null else entry.id end as id,
                case when entry.folder then null else entry.updated_at end as updated_at,
                case when entry.folder then null else entry.created_at end as created_at,
                case when entry.folder then null else entry.last_accessed_at end as last_accessed_at,
                case when entry.folder then null else entry.metadata end as metadata
           from (
             select split_part(rest, '/', 1) as name, strpos(rest, '/') > 0 as folder,
                    o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata
               from storage.objects o, substr(o.name, length($2) + 1) as rest
              where o.bucket_id = $1 and starts_with(o.name, $2)
           ) entry
          where starts_with(lower(entry.name), lower($3))
          order by entry.name, entry.folder desc
       ) listed
       order by ${column} ${order} nulls last, name
       limit $4 offset $5`,
      [c.req.param('bucket') ?? '', folder, search, limit, offset],
    ),
  )
  return c.json(rows)
}

function whole(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback
}
