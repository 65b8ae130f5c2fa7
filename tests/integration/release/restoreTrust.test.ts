import { createHash } from 'node:crypto'
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LAYOUT, manifestSchema, sha256 } from '../../../scripts/backup/archive.ts'
import { makeBackup } from '../../../scripts/backup/backup.ts'
import { restoreBackup } from '../../../scripts/backup/restore.ts'
import { newKeyPair, sealFolder } from '../../../scripts/backup/seal.ts'
import { writeOwnersWork } from './backupFixture.ts'
import { run } from '../stack-project.ts'
import { createPlainUser, startOwnTestStack, type TestStack } from '../testStack.ts'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const STACK_MS = 120_000

let a: TestStack
let folder: string
let archive: string
let keyFile: string
let recipient: string

const target = () => ({ databaseUrl: a.stack.dbUrl, supabaseUrl: a.stack.url, serviceKey: a.stack.serviceKey })
let copies = 0

/** A copy of the archive changed by `edit`, with its manifest's checksums made right again, as an attacker would. */
async function craft(edit: (dir: string, files: Record<string, { bytes: number; sha256: string }>) => Promise<void>) {
  const dir = join(folder, `forjada-${++copies}`)
  await cp(archive, dir, { recursive: true, verbatimSymlinks: true })
  const manifest = manifestSchema.parse(JSON.parse(await readFile(join(dir, LAYOUT.manifest), 'utf8')))
  await edit(dir, manifest.files)
  for (const [file, entry] of Object.entries(manifest.files)) {
    const bytes = await readFile(join(dir, file)).catch(() => null)
    if (bytes && !file.includes('..') && !file.startsWith('/')) Object.assign(entry, { bytes: bytes.length, sha256: sha256(bytes) })
  }
  await writeFile(join(dir, LAYOUT.manifest), JSON.stringify(manifest))
  return dir
}

async function restoreCli(dir: string, flags: string[]) {
  const sealed = await sealFolder(dir, recipient)
  const command = run(root, ['--import', 'tsx', 'scripts/backup/cli.ts', 'restaurar', sealed, '--chave', keyFile, ...flags], {
    DATABASE_URL: a.stack.dbUrl,
    SUPABASE_URL: a.stack.url,
    SUPABASE_SERVICE_ROLE_KEY: a.stack.serviceKey,
  })
  return { ...(await command.exit), output: command.output() }
}

const admins = async () =>
  (await a.sql<{ email: string }>('select u.email from public.admins x join auth.users u on u.id = x.user_id order by 1')).map(
    (row) => row.email,
  )

beforeAll(async () => {
  a = await startOwnTestStack()
  folder = await mkdtemp(join(tmpdir(), 'cortinas-confianca-'))
  const pair = await newKeyPair()
  recipient = pair.recipient
  keyFile = join(folder, 'chave.txt')
  await writeFile(keyFile, pair.identity)
  await writeOwnersWork(a)
  const made = await makeBackup(target(), join(folder, 'copias'))
  // Crafted archives carry their photos inside, as an older nightly copy did; the restore takes them from there.
  await cp(made.photosDir ?? '', made.dir, { recursive: true })
  archive = made.dir
}, STACK_MS)

afterAll(async () => {
  await a?.stop()
  if (folder) await rm(folder, { recursive: true, force: true })
})

describe('a restore of a crafted or stale archive', () => {
  it(
    'lists the admins first, adds none without --admins, and prints no SQL built from the archive',
    async () => {
      const mallory = await createPlainUser(a, 'mallory')
      const sneaky = "ninguem@x'; update auth.users set email = 'x' where true; --"
      const listing = () =>
        craft(async (at) => {
          const list = JSON.parse(await readFile(join(at, LAYOUT.admins), 'utf8')) as { email: string; created_at: string }[]
          const created_at = list[0]?.created_at ?? ''
          list.push({ email: mallory.email, created_at }, { email: sneaky, created_at })
          await writeFile(join(at, LAYOUT.admins), JSON.stringify(list))
        })
      const withKey = async (flags: string[]) => restoreCli(await listing(), flags)
      const plain = await withKey(['--substituir'])
      expect(plain.code).toBe(0)
      expect(plain.output).toContain('Admins deste projeto hoje: admin@cortinas.local.\n')
      expect(plain.output).toContain(
        `Admins não serão mudados. A cópia também lista ${mallory.email}: para torná-los admin, rode de novo com --admins.`,
      )
      expect(plain.output).toContain(`não tem conta neste projeto (não será acrescentado): ${JSON.stringify(sneaky)}.`)
      expect(plain.output).not.toMatch(/insert into/i)
      expect(plain.output).not.toContain(`: ${sneaky}`)
      expect(await admins()).toEqual(['admin@cortinas.local'])
      const asked = await withKey(['--substituir', '--admins'])
      expect(asked.output).toContain(`Serão acrescentados como admin (a cópia os lista e eles têm conta aqui): ${mallory.email}.`)
      expect(await admins()).toEqual(['admin@cortinas.local', mallory.email].sort())
      await a.sql('delete from public.admins where user_id = $1', [mallory.id])
    },
    STACK_MS,
  )

  it(
    'leaves the bucket untouched when the rows are refused',
    async () => {
      const photo = (await readdir(join(archive, LAYOUT.photos), { recursive: true })).find((name) => name.endsWith('-capa.png')) ?? ''
      const live = async () =>
        createHash('sha256')
          .update(Buffer.from(await (await fetch(`${a.stack.url}/storage/v1/object/public/post-images/${photo}`)).arrayBuffer()))
          .digest('hex')
      const before = await live()
      const dir = await craft(async (at) => {
        await writeFile(join(at, LAYOUT.photos, photo), 'outros bytes')
        const posts = join(at, 'dados', 'posts.json')
        await writeFile(posts, (await readFile(posts, 'utf8')).replace(/"slug": "([^"]+)"/, '"slug": "Slug Inválido"'))
      })
      await expect(restoreBackup(dir, target(), { replace: true })).rejects.toThrow(/posts_slug_check/)
      expect(await live()).toBe(before)
    },
    STACK_MS,
  )

  it('refuses manifest paths that climb out, are absolute or are links, writing nothing', async () => {
    const hostname = await readFile('/etc/hostname')
    const entry = { bytes: hostname.length, sha256: sha256(hostname) }
    const climbing = await craft(async (_at, files) => void (files['../../../../../../../../etc/hostname'] = entry))
    await expect(restoreBackup(climbing, target(), { replace: true })).rejects.toThrow(/um caminho com \.\.\. Nada foi gravado\./)
    const absolute = await craft(async (_at, files) => void (files['/etc/hostname'] = entry))
    await expect(restoreBackup(absolute, target(), { replace: true })).rejects.toThrow(/um caminho absoluto\. Nada foi gravado\./)
    const linked = await craft(async (at) => {
      const photo = (await readdir(join(at, LAYOUT.photos), { recursive: true })).find((name) => name.endsWith('.png')) ?? ''
      await rm(join(at, LAYOUT.photos, photo))
      await symlink('/etc/hostname', join(at, LAYOUT.photos, photo))
    })
    await expect(restoreBackup(linked, target(), { replace: true })).rejects.toThrow(/que é um atalho \(link\)\. Nada foi gravado\./)
  })
})
