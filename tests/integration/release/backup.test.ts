import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LAYOUT, readArchive } from '../../../scripts/backup/archive.ts'
import { restoreBackup } from '../../../scripts/backup/restore.ts'
import { AGE_HEADER, checkOnlySealed, newKeyPair, openSealed } from '../../../scripts/backup/seal.ts'
import { projectState, wipeProject, writeOwnersWork } from './backupFixture.ts'
import { run } from '../stack-project.ts'
import { createPlainUser, startOwnTestStack, type TestStack } from '../testStack.ts'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const STACK_MS = 120_000

let a: TestStack
let folder: string
let archive: string
let before: unknown
let sealed: string
let photoCopy: string
let keyFile: string
let recipient: string

const target = (t: TestStack) => ({ databaseUrl: t.stack.dbUrl, supabaseUrl: t.stack.url, serviceKey: t.stack.serviceKey })

/** `npm run copia:<command>` against a stack, as the nightly workflow runs it. */
async function cli(t: TestStack, args: string[], env: Record<string, string> = {}) {
  const command = run(root, ['--import', 'tsx', 'scripts/backup/cli.ts', ...args], {
    DATABASE_URL: t.stack.dbUrl,
    SUPABASE_URL: t.stack.url,
    SUPABASE_SERVICE_ROLE_KEY: t.stack.serviceKey,
    BACKUP_AGE_RECIPIENT: recipient,
    ...env,
  })
  return { ...(await command.exit), output: command.output() }
}

/** Every file of a folder, as text, for looking for what must never be in an archive. */
async function allText(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
  return (await Promise.all(files.map((file) => readFile(file, 'utf8')))).join('\n')
}

beforeAll(async () => {
  a = await startOwnTestStack()
  folder = await mkdtemp(join(tmpdir(), 'cortinas-copias-'))
  const pair = await newKeyPair()
  recipient = pair.recipient
  keyFile = join(folder, 'chave.txt')
  await writeFile(join(folder, 'chave.txt'), `# chave das cópias\n${pair.identity}\n`)
  await writeOwnersWork(a)
  before = await projectState(a)
  const made = await cli(a, ['fazer', '--pasta', join(folder, 'copias')])
  expect(made.output).toMatch(/^Cópia cifrada feita em .+\.tar\.gz\.age \(/)
  expect(made.code).toBe(0)
  expect(made.output).toMatch(/\nCópia de fotos feita em .+fotos-.+\.tar\.gz\.age \(4 fotos novas ou perto de expirar, /)
  const names = await readdir(join(folder, 'copias'))
  expect(names).toEqual([expect.stringMatching(/^copia-.+\.tar\.gz\.age$/), expect.stringMatching(/^fotos-.+\.tar\.gz\.age$/)])
  sealed = join(folder, 'copias', names[0] ?? '')
  photoCopy = join(folder, 'copias', names[1] ?? '')
  archive = join(folder, 'aberta')
  await openSealed(sealed, pair.identity, archive)
  await openSealed(photoCopy, pair.identity, archive)
}, STACK_MS)

afterAll(async () => {
  await a?.stop()
  if (folder) await rm(folder, { recursive: true, force: true })
})

describe('the backup', () => {
  it('leaves only age-encrypted files to upload, the nightly copy and the photo copy, with none of the text readable', async () => {
    expect(await checkOnlySealed(join(folder, 'copias'))).toEqual([basename(sealed), basename(photoCopy)])
    for (const file of [sealed, photoCopy]) {
      const bytes = await readFile(file)
      expect(bytes.subarray(0, AGE_HEADER.length).toString()).toBe(AGE_HEADER)
      for (const plain of ['Post publicado', 'admin@', 'Título novo', 'manifesto', 'JFIF']) expect(bytes.includes(plain)).toBe(false)
    }
    expect((await cli(a, ['conferir-cifra', join(folder, 'copias')])).code).toBe(0)
    await writeFile(join(folder, 'copias', 'posts.json'), '[]')
    const refused = await cli(a, ['conferir-cifra', join(folder, 'copias')])
    expect(refused.output).toMatch(/^posts.json não é uma cópia cifrada: nada foi enviado ao GitHub/)
    expect(refused.code).toBe(1)
    await rm(join(folder, 'copias', 'posts.json'))
  })

  it('opens beside the sealed file with her key, to read the posts offline', async () => {
    const copy = join(folder, 'copia-para-ler.tar.gz.age')
    await cp(sealed, copy)
    await cp(photoCopy, join(folder, basename(photoCopy)))
    const opened = await cli(a, ['abrir', copy, '--chave', keyFile])
    expect(opened.output).toBe(
      `Cópia aberta em ${join(folder, 'copia-para-ler')}: abra o index.html dela para ler os posts. Ela não tem senha: guarde-a só com você.\n`,
    )
    expect(await readArchive(join(folder, 'copia-para-ler'))).toEqual(await readArchive(archive))
    expect(await readFile(join(folder, 'copia-para-ler', LAYOUT.index), 'utf8')).toBe(await readFile(join(archive, LAYOUT.index), 'utf8'))
    const again = await cli(a, ['abrir', copy, '--chave', keyFile])
    expect(again.output).toMatch(/^Já existe .*copia-para-ler: apague-a ou mova-a/)
    expect(again.code).toBe(1)
  })

  it('refuses to run without the public key, leaving nothing behind', async () => {
    const secret = await cli(a, ['fazer', '--pasta', join(folder, 'sem-chave')], { BACKUP_AGE_RECIPIENT: 'AGE-SECRET-KEY-1XYZ' })
    expect(secret.output).toMatch(/^BACKUP_AGE_RECIPIENT tem a chave secreta das cópias: apague-a de lá já/)
    expect(secret.code).toBe(1)
    const none = await cli(a, ['fazer', '--pasta', join(folder, 'sem-chave')], { BACKUP_AGE_RECIPIENT: '' })
    expect(none.output).toMatch(/^falta BACKUP_AGE_RECIPIENT/)
    expect(none.code).toBe(1)
    await expect(readdir(join(folder, 'sem-chave'))).rejects.toThrow()
  })

  it('holds every row, photo and migration, checksummed, and the posts as pages to open', async () => {
    const manifest = await readArchive(archive)
    const count = async (table: string) => Number((await a.sql(`select count(*) from public.${table}`))[0]?.count)
    for (const table of ['posts', 'post_revisions', 'post_pending_changes', 'contact_taps', 'jobs', 'job_photos', 'admins']) {
      expect(manifest.counts[table]).toBe(await count(table))
    }
    expect(manifest.photos.map((photo) => photo.name)).toEqual(
      (await a.sql<{ name: string }>("select name from storage.objects where bucket_id = 'post-images' order by name")).map(
        (row) => row.name,
      ),
    )
    expect(manifest.counts.jobs).toBe(1)
    expect(manifest.jobOriginals).toEqual(
      (await a.sql<{ name: string }>("select name from storage.objects where bucket_id = 'job-originals' order by name")).map(
        (row) => row.name,
      ),
    )
    expect(manifest.jobOriginals).toHaveLength(2)
    // What the restores below must give back, read for real: both buckets' photos and the jobs' renditions.
    const { photos } = before as { photos: { bucket: string; status: number }[] }
    expect(photos.every((photo) => photo.status === 200)).toBe(true)
    expect(photos.filter((photo) => photo.bucket === 'renditions')).toHaveLength(2 * 4)
    expect(manifest.migrations).toEqual(
      (await a.sql<{ version: string }>('select version from supabase_migrations.schema_migrations order by version')).map(
        (row) => row.version,
      ),
    )
    const slugs = (await a.sql<{ slug: string }>('select slug from public.posts')).map((row) => row.slug)
    const index = await readFile(join(archive, LAYOUT.index), 'utf8')
    for (const slug of slugs) expect(index).toContain(`href="${LAYOUT.posts}/${slug}.html"`)
    const page = await readFile(join(archive, LAYOUT.posts, `${slugs.find((slug) => slug.endsWith('-publicado'))}.html`), 'utf8')
    expect(page).toMatch(new RegExp(`src="../${LAYOUT.photos}/2026/11/copia-[^"]+-capa.png"`))
    expect(page).toContain('Título novo')
  })

  it('never holds a password, a password hash or a key', async () => {
    const text = await allText(archive)
    for (const secret of [a.stack.serviceKey, a.stack.anonKey, a.stack.admin.password, 'encrypted_password', '$2a$', '$2b$']) {
      expect(text).not.toContain(secret)
    }
  })

  it('records its time for admins only', async () => {
    const admin = await a.signedIn(a.stack.admin)
    const { data } = await admin.from('backup_runs').select('finished_at, posts')
    expect(data).toHaveLength(1)
    expect(data?.[0]?.posts).toBe(Number((await a.sql('select count(*) from public.posts'))[0]?.count))
    const anon = await a.anon().from('backup_runs').select('finished_at')
    expect(anon.data ?? []).toEqual([])
    expect(anon.error?.code).toBe('42501')
    const plain = await a.signedIn(await createPlainUser(a))
    expect((await plain.from('backup_runs').select('finished_at')).data).toEqual([])
  })
})

describe('a restore', () => {
  it(
    'refuses a damaged archive, naming the file, and writes nothing',
    async () => {
      const damaged = join(folder, 'danificada')
      await cp(archive, damaged, { recursive: true })
      const posts = join(damaged, 'dados', 'posts.json')
      await writeFile(posts, (await readFile(posts, 'utf8')).replace('Post publicado', 'Post alterado'))
      await expect(restoreBackup(damaged, target(a), { replace: true })).rejects.toThrow(
        'está danificada (o arquivo dados/posts.json foi alterado). Nada foi gravado.',
      )
      const bytes = await readFile(sealed)
      bytes[bytes.length - 100] = (bytes[bytes.length - 100] ?? 0) ^ 1
      await writeFile(join(folder, 'copia-alterada.tar.gz.age'), bytes)
      const refused = await cli(a, ['restaurar', join(folder, 'copia-alterada.tar.gz.age'), '--chave', keyFile, '--substituir'])
      expect(refused.output).toMatch(
        /^Não foi possível abrir copia-alterada.tar.gz.age: a chave não é a desta cópia, ou o arquivo foi alterado/,
      )
      expect(refused.code).toBe(1)
      await rm(join(damaged, LAYOUT.manifest))
      await expect(restoreBackup(damaged, target(a), { replace: true })).rejects.toThrow(/danificada \(falta o arquivo manifesto.json\)/)
      expect(await projectState(a)).toEqual(before)
    },
    STACK_MS,
  )

  it(
    'after the tables and the bucket are wiped, brings back every row, photo, the taps and the blog as they were',
    async () => {
      await wipeProject(a)
      expect(await a.sql('select 1 from public.posts')).toEqual([])
      await restoreBackup(archive, target(a), { replace: false, admins: true })
      expect(await projectState(a)).toEqual(before)
    },
    STACK_MS,
  )

  describe('into a new project at the same migrations', () => {
    let b: TestStack
    beforeAll(async () => {
      b = await startOwnTestStack()
    }, STACK_MS)
    afterAll(() => b?.stop())

    it(
      'refuses a project at other migrations, or one that has posts, and writes nothing',
      async () => {
        const untouched = await projectState(b)
        await b.sql("insert into supabase_migrations.schema_migrations (version, name) values ('29990101000000', 'depois')")
        await expect(restoreBackup(archive, target(b), { replace: true })).rejects.toThrow(
          'A cópia foi feita com o banco em outra versão: nada foi gravado.\n  Só neste projeto: 29990101000000',
        )
        await b.sql("delete from supabase_migrations.schema_migrations where version = '29990101000000'")
        const refused = await cli(b, ['restaurar', sealed, '--chave', keyFile])
        expect(refused.code).toBe(1)
        expect(refused.output).toMatch(/^Este projeto já tem \d+ posts: nada foi gravado\. .* rode de novo com --substituir\.\n$/)
        expect(await projectState(b)).toEqual(untouched)
      },
      STACK_MS,
    )

    it(
      'replaces what it has with the archive when told to',
      async () => {
        const restored = await cli(b, ['restaurar', sealed, '--chave', keyFile, '--substituir', '--admins'])
        expect(restored.output).toMatch(/^Admins deste projeto hoje: admin@cortinas.local\.\nSerão acrescentados como admin/m)
        expect(restored.output).toMatch(/\nCópia de .+ restaurada em /)
        expect(restored.code).toBe(0)
        expect(await projectState(b)).toEqual(before)
      },
      STACK_MS,
    )
  })
})
