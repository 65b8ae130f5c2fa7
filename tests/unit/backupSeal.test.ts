import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { Encrypter } from 'age-encryption'
import tar from 'tar-stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AGE_HEADER, checkOnlySealed, newKeyPair, openSealed, sealFolder } from '../../scripts/backup/seal.ts'

let work: string
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'cortinas-selo-'))
})
afterEach(() => rm(work, { recursive: true, force: true }))

/** An archive-like folder with a nested file and a binary one. */
async function archive(): Promise<string> {
  const dir = join(work, 'copias', 'copia-2026-11-29T06h17Z')
  await mkdir(join(dir, 'dados'), { recursive: true })
  await writeFile(join(dir, 'dados', 'posts.json'), '[{"title":"rascunho secreto"}]')
  await writeFile(join(dir, 'foto.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]))
  return dir
}

/** A tar holding the given entries, encrypted to `recipient`, as a crafted archive would be. */
async function crafted(recipient: string, entries: Parameters<tar.Pack['entry']>[0][]): Promise<string> {
  const pack = tar.pack()
  for (const header of entries)
    if (header.type === 'file') pack.entry(header, 'x')
    else pack.entry(header)
  pack.finalize()
  const chunks: Buffer[] = []
  for await (const chunk of pack) chunks.push(chunk as Buffer)
  const encrypter = new Encrypter()
  encrypter.addRecipient(recipient)
  const file = join(work, 'forjada.tar.gz.age')
  await writeFile(file, await encrypter.encrypt(gzipSync(Buffer.concat(chunks))))
  return file
}

describe('a sealed backup', () => {
  it('leaves only an age file in the upload folder, unreadable without the key, and opens with it', async () => {
    const { identity, recipient } = await newKeyPair()
    expect(recipient).toMatch(/^age1[a-z0-9]{58}$/)
    const dir = await archive()
    const sealed = await sealFolder(dir, recipient)
    expect(await readdir(join(work, 'copias'))).toEqual(['copia-2026-11-29T06h17Z.tar.gz.age'])
    const bytes = await readFile(sealed)
    expect(bytes.subarray(0, AGE_HEADER.length).toString()).toBe(AGE_HEADER)
    expect(bytes.includes('rascunho secreto')).toBe(false)
    expect(await checkOnlySealed(join(work, 'copias'))).toEqual(['copia-2026-11-29T06h17Z.tar.gz.age'])
    const out = join(work, 'aberta')
    await openSealed(sealed, identity, out)
    expect(await readFile(join(out, 'dados', 'posts.json'), 'utf8')).toBe('[{"title":"rascunho secreto"}]')
    expect([...(await readFile(join(out, 'foto.png')))]).toEqual([0x89, 0x50, 0x4e, 0x47, 0, 1, 2])
  })

  it('refuses another key and a changed byte, writing nothing', async () => {
    const { identity, recipient } = await newKeyPair()
    const other = await newKeyPair()
    const sealed = await sealFolder(await archive(), recipient)
    await expect(openSealed(sealed, other.identity, join(work, 'a'))).rejects.toThrow(/a chave não é a desta cópia/)
    const bytes = await readFile(sealed)
    bytes[bytes.length - 20] = (bytes[bytes.length - 20] ?? 0) ^ 1
    await writeFile(sealed, bytes)
    await expect(openSealed(sealed, identity, join(work, 'b'))).rejects.toThrow(/ou o arquivo foi alterado/)
    await expect(openSealed(sealed, 'não é chave', join(work, 'c'))).rejects.toThrow(/começa com AGE-SECRET-KEY-1/)
    const encrypter = new Encrypter()
    encrypter.addRecipient(recipient)
    await writeFile(sealed, await encrypter.encrypt('um texto qualquer'))
    await expect(openSealed(sealed, identity, join(work, 'd'))).rejects.toThrow(/o conteúdo não é o de uma cópia/)
  })

  it('refuses entries that climb out, are absolute or are links', async () => {
    const { identity, recipient } = await newKeyPair()
    for (const header of [
      { name: '../fora.txt', type: 'file' },
      { name: '/etc/cron.d/x', type: 'file' },
      { name: 'fotos/a/../../../x', type: 'file' },
      { name: 'fotos/link', type: 'symlink', linkname: '/etc/hostname' },
    ] as const) {
      const dest = join(work, 'destino')
      await expect(openSealed(await crafted(recipient, [{ ...header }]), identity, dest)).rejects.toThrow(/entrada recusada/)
      expect(await readdir(work)).not.toContain('fora.txt')
      await rm(dest, { recursive: true, force: true })
    }
  })
})

describe('the upload check', () => {
  it('fails naming a plain file, a folder or a link beside the sealed copy', async () => {
    const { recipient } = await newKeyPair()
    const folder = join(work, 'copias')
    await sealFolder(await archive(), recipient)
    await writeFile(join(folder, 'posts.json'), '[]')
    await expect(checkOnlySealed(folder)).rejects.toThrow(/^posts.json não é uma cópia cifrada: nada foi enviado ao GitHub/)
    await rm(join(folder, 'posts.json'))
    await mkdir(join(folder, 'copia-aberta'))
    await expect(checkOnlySealed(folder)).rejects.toThrow(/^copia-aberta não é uma cópia cifrada/)
    await rm(join(folder, 'copia-aberta'), { recursive: true })
    await symlink('/etc/hostname', join(folder, 'link.tar.gz.age'))
    await expect(checkOnlySealed(folder)).rejects.toThrow(/^link.tar.gz.age não é uma cópia cifrada/)
    await expect(checkOnlySealed(join(work, 'vazia'))).rejects.toThrow(/Não há cópia cifrada/)
  })
})
