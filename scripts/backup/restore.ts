import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import pg from 'pg'
import {
  adminRowsSchema,
  BackupError,
  bucketPrefix,
  LAYOUT,
  PHOTO_BUCKET,
  photoPath,
  readArchive,
  readRows,
  TABLES,
  type Manifest,
  type TableName,
} from './archive.ts'
import { restoreJobPhotos } from './jobPhotos.ts'
import { databaseConfig } from './database.ts'
import { adminPlan, type AdminPlan } from './admins.ts'
import { mapLimited } from './limit.ts'
import { upload, type RestoreTarget } from './upload.ts'

export type { RestoreTarget } from './upload.ts'

/** What a restore did. */
export interface RestoreResult {
  manifest: Manifest
  admins: AdminPlan & { added: string[] }
}

/** How a restore goes: replace what the project has, add the archive's admins, and where the admin plan is shown first. */
export interface RestoreOptions {
  replace: boolean
  admins?: boolean
  onAdmins?: (plan: AdminPlan) => void
}

/** Without --substituir only posts and jobs must be absent: taps a new project already counted are added to, not lost. */
const ON_CONFLICT: Record<TableName, string> = {
  posts: '',
  post_revisions: '',
  post_pending_changes: '',
  contact_taps: 'on conflict (day, path, kind) do update set count = public.contact_taps.count + excluded.count',
  jobs: '',
  job_photos: '',
}

const PHOTO_UPLOADS = 4

/**
 * Loads an archive into a project at the same migrations. Every check comes before any write: the archive's
 * checksums and paths, the migration versions, and a project without posts or jobs (unless `replace`). The archive's
 * admins are compared with this project's and shown (`onAdmins`); they are added only with `admins`, and only those
 * with a user here. Then every row in one transaction with triggers off (session_replication_role = replica), so no
 * version, timestamp or waiting change is made up on the way in, and the blog's stamp bumped so every server drops
 * its cached pages; the photos (and the jobs' originals, with renditions made again where missing) only after it.
 */
export async function restoreBackup(dir: string, target: RestoreTarget, options: RestoreOptions): Promise<RestoreResult> {
  const manifest = await readArchive(dir)
  const tables = Object.fromEntries(
    await Promise.all(
      TABLES.map(async (table) => [table.name, table.name in manifest.counts ? await readRows(dir, table.name) : []] as const),
    ),
  )
  for (const table of TABLES) {
    if (tables[table.name]?.length !== (manifest.counts[table.name] ?? 0)) {
      throw new BackupError(`A cópia em ${dir} está danificada (${table.name}: contagem diferente do manifesto). Nada foi gravado.`)
    }
  }
  const admins = adminRowsSchema.parse(JSON.parse(await readFile(join(dir, LAYOUT.admins), 'utf8')))
  const from = bucketPrefix(manifest.supabaseUrl)
  const to = bucketPrefix(target.supabaseUrl)
  const moved = (rows: Record<string, unknown>[]) =>
    from === to
      ? rows
      : rows.map((row) =>
          Object.fromEntries(
            Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? value.replaceAll(from, to) : value]),
          ),
        )

  const db = new pg.Client(databaseConfig(target.databaseUrl, target.caFile))
  await db.connect()
  try {
    await checkMigrations(db, manifest)
    await checkEmpty(db, options.replace)
    const plan = await adminPlan(
      db,
      admins.map((admin) => admin.email),
    )
    options.onAdmins?.(plan)
    const added = options.admins ? plan.toAdd : []
    await db.query('begin')
    try {
      await db.query('set local session_replication_role = replica')
      await db.query(`lock table ${TABLES.map((table) => `public.${table.name}`).join(', ')} in exclusive mode`)
      await checkEmpty(db, options.replace)
      if (options.replace) for (const table of [...TABLES].reverse()) await db.query(`delete from public.${table.name}`)
      for (const table of TABLES) {
        await db.query(
          `insert into public.${table.name} select * from jsonb_populate_recordset(null::public.${table.name}, $1::jsonb) ${ON_CONFLICT[table.name]}`,
          [JSON.stringify(moved(tables[table.name] ?? []))],
        )
      }
      await db.query(
        `insert into public.admins (user_id, created_at)
         select u.id, w.created_at from jsonb_to_recordset($1::jsonb) as w(email text, created_at timestamptz)
           join auth.users u on lower(u.email) = lower(w.email)
         on conflict (user_id) do update set created_at = excluded.created_at`,
        [JSON.stringify(options.admins ? admins : [])],
      )
      await db.query('update public.blog_version set version = version + 1')
      await db.query('commit')
    } catch (error) {
      await db.query('rollback')
      throw error
    }
    // Photos only once the rows are in: a refused or failed transaction leaves the bucket as it was.
    try {
      await mapLimited(manifest.photos, PHOTO_UPLOADS, (photo) =>
        upload(target, { ...photo, bucket: PHOTO_BUCKET, bytes: readFile(join(dir, photoPath(photo.name))) }),
      )
      await restoreJobPhotos(dir, manifest.jobOriginals, target.supabaseUrl, (file) => upload(target, file))
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error)
      throw new BackupError(`Os textos foram restaurados, mas nem todas as fotos: ${why} Rode de novo com --substituir.`)
    }
    return { manifest, admins: { ...plan, added } }
  } finally {
    await db.end()
  }
}

async function checkMigrations(db: pg.Client, manifest: Manifest): Promise<void> {
  const { rows } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version')
  const here = rows.map((row) => row.version)
  if (here.join() === manifest.migrations.join()) return
  const onlyArchive = manifest.migrations.filter((version) => !here.includes(version))
  const onlyHere = here.filter((version) => !manifest.migrations.includes(version))
  throw new BackupError(
    `A cópia foi feita com o banco em outra versão: nada foi gravado.` +
      (onlyArchive.length
        ? `\n  Só na cópia: ${onlyArchive.join(', ')} (aplique essas migrações ao projeto antes, com supabase db push).`
        : '') +
      (onlyHere.length
        ? `\n  Só neste projeto: ${onlyHere.join(', ')} (restaure num projeto sem elas, ou use uma cópia feita depois delas).`
        : ''),
  )
}

async function checkEmpty(db: pg.Client, replace: boolean): Promise<void> {
  if (replace) return
  const { rows } = await db.query<{ posts: number; jobs: number }>(
    'select (select count(*)::integer from public.posts) as posts, (select count(*)::integer from public.jobs) as jobs',
  )
  const { posts = 0, jobs = 0 } = rows[0] ?? {}
  if (posts > 0 || jobs > 0) {
    const has = [posts && (posts === 1 ? '1 post' : `${posts} posts`), jobs && (jobs === 1 ? '1 trabalho' : `${jobs} trabalhos`)]
    throw new BackupError(
      `Este projeto já tem ${has.filter(Boolean).join(' e ')}: nada foi gravado. Para trocar tudo o que ele tem ` +
        `(posts, versões, alterações guardadas, lixeira, contatos e trabalhos) pelo conteúdo da cópia, rode de novo com --substituir.`,
    )
  }
}
