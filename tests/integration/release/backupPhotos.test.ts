import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeBackup, type BackupResult } from '../../../scripts/backup/backup.ts'
import { newKeyPair, openSealed, sealFolder } from '../../../scripts/backup/seal.ts'
import { projectState, wipeProject, writeOwnersWork } from './backupFixture.ts'
import { run } from '../stack-project.ts'
import { startOwnTestStack, TINY_PNG, unique, type TestStack } from '../testStack.ts'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const STACK_MS = 120_000
const DAY_MS = 24 * 3600 * 1000
/** The first night's clock, injected: no test reads the wall clock. */
const FIRST = Date.parse('2026-12-01T06:17:00Z')

let a: TestStack
let folder: string
let keyFile: string
let identity: string
let recipient: string
const nights: (BackupResult & { sealed: string; photos: string | null })[] = []

/** `npm run copia:<command>` against the stack. */
async function cli(args: string[]) {
  const command = run(root, ['--import', 'tsx', 'scripts/backup/cli.ts', ...args], {
    DATABASE_URL: a.stack.dbUrl,
    SUPABASE_URL: a.stack.url,
    SUPABASE_SERVICE_ROLE_KEY: a.stack.serviceKey,
  })
  return { ...(await command.exit), output: command.output() }
}

/** One night `days` after the first, as the workflow runs it: backup, seal both folders to `key`, confirm the upload. */
async function night(days: number, key = recipient) {
  const at = join(folder, `noite-${nights.length + 1}`)
  const made = await makeBackup(
    { databaseUrl: a.stack.dbUrl, supabaseUrl: a.stack.url, serviceKey: a.stack.serviceKey, recipient: key },
    at,
    new Date(FIRST + days * DAY_MS),
  )
  expect((await readdir(made.dir)).sort()).toEqual(['dados', 'index.html', 'manifesto.json', 'textos'])
  const result = {
    ...made,
    sealed: await sealFolder(made.dir, key),
    photos: made.photosDir ? await sealFolder(made.photosDir, key) : null,
  }
  expect((await cli(['confirmar-fotos', at])).code).toBe(0)
  nights.push(result)
  return result
}

/** The photo copy named for each photo path, by the night it was made (1 = the first). */
function holders(result: BackupResult): Record<string, number> {
  const byName = new Map(nights.map((made, index) => [basename(made.photos ?? '-'), index + 1]))
  return Object.fromEntries(Object.entries(result.manifest.photoCopies).map(([path, copy]) => [path, byName.get(copy) ?? 0]))
}

beforeAll(async () => {
  a = await startOwnTestStack()
  folder = await mkdtemp(join(tmpdir(), 'cortinas-fotos-uma-vez-'))
  ;({ identity, recipient } = await newKeyPair())
  keyFile = join(folder, 'chave.txt')
  await writeFile(keyFile, identity)
  await writeOwnersWork(a)
}, STACK_MS)

afterAll(async () => {
  await a?.stop()
  if (folder) await rm(folder, { recursive: true, force: true })
})

describe('photos stored once', () => {
  it('a first night stores every photo in the photo copy, none in the nightly copy', async () => {
    const first = await night(0)
    const paths = Object.keys(first.manifest.photoCopies).sort()
    expect(paths).toHaveLength(4)
    expect(Object.values(holders(first))).toEqual([1, 1, 1, 1])
    const opened = join(folder, 'fotos-1')
    await openSealed(first.photos ?? '', identity, opened)
    expect((await readdir(opened, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())).toHaveLength(4)
  })

  it('a second night stores none, naming the first photo copy for each', async () => {
    const second = await night(1)
    expect(second.photos).toBeNull()
    expect(holders(second)).toEqual(holders(nights[0] as BackupResult))
  })

  it('a photo added stores only that one', async () => {
    const admin = await a.signedIn(a.stack.admin)
    const name = `2026/12/${unique('nova')}.png`
    const { error } = await admin.storage
      .from('post-images')
      .upload(name, Buffer.concat([TINY_PNG, Buffer.from('nova')]), { contentType: 'image/png' })
    if (error) throw error
    const third = await night(2)
    expect(Object.entries(holders(third)).filter(([, by]) => by === 3)).toEqual([[`fotos/${name}`, 3]])
    expect(Object.values(holders(third)).filter((by) => by === 1)).toHaveLength(4)
  })

  it('a photo whose copy has fewer than 15 days left is stored again, and only it', async () => {
    expect((await night(75)).photos).toBeNull()
    const renewed = await night(76)
    const by = holders(renewed)
    expect(Object.values(by).filter((copy) => copy === 5)).toHaveLength(4)
    expect(Object.values(by).filter((copy) => copy === 3)).toHaveLength(1)
  })

  it('an unconfirmed upload, a new key or an emptied table makes the next night store every photo again', async () => {
    await a.sql('update public.backup_photos set uploaded = false')
    expect(Object.values(holders(await night(77)))).toEqual([6, 6, 6, 6, 6])
    const other = await newKeyPair()
    expect(Object.values(holders(await night(78, other.recipient)))).toEqual([7, 7, 7, 7, 7])
    await a.sql('delete from public.backup_photos')
    expect(Object.values(holders(await night(79)))).toEqual([8, 8, 8, 8, 8])
  })

  it('is remembered for the database owner alone', async () => {
    for (const client of [a.anon(), await a.signedIn(a.stack.admin)]) {
      const { data, error } = await client.from('backup_photos').select('path')
      expect(data ?? []).toEqual([])
      expect(error?.code).toBe('42501')
    }
  })
})

describe('a restore from a nightly copy and the photo copies it names', () => {
  let downloads: string
  let third: (typeof nights)[number]
  beforeAll(async () => {
    third = nights[2] as (typeof nights)[number]
    downloads = join(folder, 'baixadas')
    // As unzipped on Windows: the photo copy of the same night inside a folder named after its artifact.
    const unzipped = join(downloads, basename(third.photos ?? ''))
    await mkdir(unzipped, { recursive: true })
    await cp(third.sealed, join(downloads, basename(third.sealed)))
    await cp(third.photos ?? '', join(unzipped, basename(third.photos ?? '')))
  })

  it(
    'refuses in pt-BR when a photo copy is missing, naming it and the run to download it from, and writes nothing',
    async () => {
      const before = await projectState(a)
      const refused = await cli(['restaurar', join(downloads, basename(third.sealed)), '--chave', keyFile, '--substituir'])
      expect(refused.output).toBe(
        `Falta a cópia de fotos que ${basename(third.sealed)} usa: nada foi gravado.\n` +
          '  fotos-2026-12-01T06h17Z.tar.gz.age: Actions → Cópia de segurança → a execução de 01/12/2026 às 03:17 → Artifacts\n' +
          `Baixe o arquivo, descompacte o .zip e ponha o arquivo fotos-….tar.gz.age na mesma pasta de ${basename(third.sealed)}.\n`,
      )
      expect(refused.code).toBe(1)
      expect(await projectState(a)).toEqual(before)
    },
    STACK_MS,
  )

  it(
    'refuses a photo copy whose photo does not match the checksum the nightly copy lists',
    async () => {
      const forged = join(folder, 'forjada', 'fotos-2026-12-01T06h17Z')
      await openSealed(nights[0]?.photos ?? '', identity, forged)
      const [photo = ''] = (await readdir(join(forged, 'fotos'), { recursive: true })).filter((name) => name.endsWith('.png'))
      await writeFile(join(forged, 'fotos', photo), 'outros bytes')
      const sealed = await sealFolder(forged, recipient)
      const refused = await cli(['restaurar', join(downloads, basename(third.sealed)), sealed, '--chave', keyFile, '--substituir'])
      expect(refused.output).toMatch(
        new RegExp(`danificada \\(o arquivo fotos/${photo.replaceAll('.', '\\.')} foi alterado\\)\\. Nada foi gravado\\.`),
      )
      expect(refused.code).toBe(1)
    },
    STACK_MS,
  )

  it(
    'with every photo copy beside it, after the project is wiped, brings back every row and photo',
    async () => {
      const before = await projectState(a)
      await cp(nights[0]?.photos ?? '', join(downloads, basename(nights[0]?.photos ?? '')))
      await wipeProject(a)
      const restored = await cli(['restaurar', join(downloads, basename(third.sealed)), '--chave', keyFile, '--admins'])
      expect(restored.output).toMatch(
        /\nCópia de 2026-12-03T06:17:00\.000Z restaurada em .+ 3 fotos, 1 trabalhos com 2 fotos\. Admins acrescentados: admin@cortinas\.local\.\n$/,
      )
      expect(restored.code).toBe(0)
      expect(await projectState(a)).toEqual(before)
    },
    STACK_MS,
  )
})
