import { createHash } from 'node:crypto'
import { lstat, readFile, realpath } from 'node:fs/promises'
import { isAbsolute, join, relative, resolve } from 'node:path'
import { z } from 'zod'
import { PHOTO_COPY_NAME } from './photoCopies.ts'

/** A refusal or failure the command prints as it is, in pt-BR, and exits with code 1. */
export class BackupError extends Error {}

/** The bucket the admin uploads post photos to (supabase/migrations/20261122000300_post_images.sql). */
export const PHOTO_BUCKET = 'post-images'

/**
 * The project's own tables, in the order a restore inserts them (parents first). blog_version is left out on
 * purpose: it is a stamp, which a restore bumps so every server drops its cached pages; backup_runs and publishes too.
 */
export const TABLES = [
  { name: 'posts', order: 'id' },
  { name: 'post_revisions', order: 'id' },
  { name: 'post_pending_changes', order: 'post_id' },
  { name: 'contact_taps', order: 'day, path, kind' },
  { name: 'jobs', order: 'id' },
  { name: 'job_photos', order: 'id' },
] as const

export type TableName = (typeof TABLES)[number]['name']

/** Where each part lives inside an archive folder; the names are the owner's, she opens the folder. */
export const LAYOUT = {
  manifest: 'manifesto.json',
  data: 'dados',
  admins: 'dados/admins.json',
  photos: 'fotos',
  jobOriginals: 'fotos-de-trabalhos',
  posts: 'textos',
  index: 'index.html',
} as const

const fileEntry = z.object({ bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })

/** What an archive says about itself: checked before a restore writes anything. */
export const manifestSchema = z.object({
  format: z.literal(1),
  takenAt: z.iso.datetime(),
  /** The Supabase URL the archive was taken from (no key): its photos' addresses start with it. */
  supabaseUrl: z.url(),
  /** supabase_migrations.schema_migrations' versions, in order. */
  migrations: z.array(z.string()).min(1),
  /** Rows per table, and admins (by e-mail). */
  counts: z.record(z.string(), z.number().int().nonnegative()),
  photos: z.array(z.object({ name: z.string(), contentType: z.string(), cacheControl: z.string() })),
  /** The delivered jobs' originals (the private job-originals bucket), by name; their renditions are made again. */
  jobOriginals: z.array(z.string().regex(/^[0-9a-f-]{36}\.jpg$/)).default([]),
  /** Every other file of the archive, by its path inside it; a photo's entry too when a photo copy holds its bytes. */
  files: z.record(z.string(), fileEntry),
  /** For each photo (by its path) not inside this file, the photo copy (`fotos-….tar.gz.age`) that holds it. */
  photoCopies: z.record(z.string(), z.string().regex(PHOTO_COPY_NAME)).default({}),
})

export type Manifest = z.infer<typeof manifestSchema>

export function sha256(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex')
}

/** The file of a bucket object inside the archive, refusing a name that would leave the photos folder. */
export function photoPath(name: string): string {
  const path = join(LAYOUT.photos, ...name.split('/'))
  const inside = relative(LAYOUT.photos, path)
  if (!inside || inside.startsWith('..') || isAbsolute(inside) || name.includes('\\') || name.includes('\0')) {
    throw new BackupError(`Nome de foto inesperado no armazenamento: ${JSON.stringify(name)}.`)
  }
  return path
}

/** The file of a job photo's original inside the archive (its name is checked by the manifest's schema). */
export function jobOriginalPath(name: string): string {
  return `${LAYOUT.jobOriginals}/${name}`
}

/** The public address prefix of the photo bucket under a Supabase URL, ending in a slash. */
export function bucketPrefix(supabaseUrl: string): string {
  const base = new URL(supabaseUrl)
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}/storage/v1/object/public/${PHOTO_BUCKET}/`
}

/**
 * Reads an archive's manifest and checks every file against its size and checksum; a missing, changed or
 * unlisted-in-manifest part refuses the archive as damaged, naming the file.
 */
export async function readArchive(dir: string): Promise<Manifest> {
  const damaged = (why: string) =>
    new BackupError(`A cópia em ${dir} está danificada (${why}). Nada foi gravado. Use outra cópia, por exemplo a da noite anterior.`)
  const parsed = await readManifest(dir, damaged)
  const needed = [
    // A table newer than the archive is not in it: the restore then refuses its migrations, naming them.
    ...TABLES.filter((table) => table.name in parsed.counts).map((table) => tableFile(table.name)),
    LAYOUT.admins,
    ...parsed.photos.map((photo) => photoPath(photo.name)),
    ...parsed.jobOriginals.map(jobOriginalPath),
  ]
  for (const file of needed) if (!parsed.files[file]) throw damaged(`${LAYOUT.manifest} não lista ${file}`)
  const root = await realpath(dir)
  for (const [file, entry] of Object.entries(parsed.files)) {
    await checkInside(root, file)
    const bytes = await readFile(resolve(dir, file)).catch(() => null)
    if (!bytes) throw damaged(`falta o arquivo ${file}`)
    if (bytes.length !== entry.bytes || sha256(bytes) !== entry.sha256) throw damaged(`o arquivo ${file} foi alterado`)
  }
  return parsed
}

/** An archive folder's manifest, parsed; a missing or unreadable one refuses the archive as damaged. */
export async function readManifest(dir: string, damaged: (why: string) => Error): Promise<Manifest> {
  const text = await readFile(resolve(dir, LAYOUT.manifest), 'utf8').catch(() => null)
  if (text === null) throw damaged(`falta o arquivo ${LAYOUT.manifest}`)
  try {
    return manifestSchema.parse(JSON.parse(text))
  } catch {
    throw damaged(`${LAYOUT.manifest} ilegível`)
  }
}

/**
 * Refuses a manifest path that is absolute, climbs with `..`, is or passes through a link, or resolves outside the
 * archive: a crafted manifest must not make the restore read (or hash) any other file of the computer.
 */
async function checkInside(root: string, file: string): Promise<void> {
  const refused = (why: string) =>
    new BackupError(`A cópia foi recusada: o manifesto aponta ${JSON.stringify(file)}, ${why}. Nada foi gravado.`)
  if (isAbsolute(file) || /^[a-zA-Z]:/.test(file) || file.includes('\\') || file.includes('\0')) throw refused('um caminho absoluto')
  if (file.split('/').some((part) => part === '..' || part === '.' || part === '')) throw refused('um caminho com ..')
  const parts = file.split('/')
  for (let depth = 1; depth <= parts.length; depth++) {
    const info = await lstat(join(root, ...parts.slice(0, depth))).catch(() => null)
    if (info?.isSymbolicLink()) throw refused('que é um atalho (link)')
  }
  const real = await realpath(join(root, file)).catch(() => null)
  if (real && relative(root, real).startsWith('..')) throw refused('fora da cópia')
}

/** Where a table's rows are kept: one JSON array, as PostgreSQL's to_jsonb writes each row. */
export function tableFile(name: TableName): string {
  return `${LAYOUT.data}/${name}.json`
}

/** An archive's rows of one table, as stored. */
export async function readRows(dir: string, name: TableName): Promise<Record<string, unknown>[]> {
  return z.array(z.record(z.string(), z.unknown())).parse(JSON.parse(await readFile(resolve(dir, tableFile(name)), 'utf8')))
}

/** The admins an archive lists, by e-mail. */
export const adminRowsSchema = z.array(z.object({ email: z.string(), created_at: z.string() }))
