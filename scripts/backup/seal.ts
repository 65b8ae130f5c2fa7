import { mkdir, open, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { basename, dirname, isAbsolute, join, relative } from 'node:path'
import { Decrypter, Encrypter, generateX25519Identity, identityToRecipient } from 'age-encryption'
import { gunzipSync, gzipSync } from 'node:zlib'
import tar from 'tar-stream'
import { BackupError } from './archive.ts'

/** The first line of every age file (age-encryption.org/v1): what the upload check looks for. */
export const AGE_HEADER = 'age-encryption.org/v1\n'

/** The ending of a sealed archive: a gzipped tar of the archive folder, encrypted with age. */
export const SEALED_SUFFIX = '.tar.gz.age'

/** An age X25519 recipient (public key) as `age-keygen` and typage write it. */
export const RECIPIENT = /^age1[02-9ac-hj-np-z]{58}$/

/** A new key pair: the identity (private key, AGE-SECRET-KEY-1…) for her password manager and its recipient. */
export async function newKeyPair(): Promise<{ identity: string; recipient: string }> {
  const identity = await generateX25519Identity()
  return { identity, recipient: await identityToRecipient(identity) }
}

/**
 * Packs an archive folder into one gzipped tar, encrypts it to `recipient` and writes it beside the folder as
 * `<folder>.tar.gz.age`, then removes the plain folder: only the sealed file is left to upload.
 */
export async function sealFolder(dir: string, recipient: string): Promise<string> {
  if (!RECIPIENT.test(recipient)) throw new BackupError(recipientProblem(recipient))
  const pack = tar.pack()
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())
  const packed = collect(pack)
  for (const entry of files) {
    const path = join(entry.parentPath, entry.name)
    const name = relative(dir, path).split('\\').join('/')
    pack.entry({ name, mode: 0o644, mtime: new Date(0) }, await readFile(path))
  }
  pack.finalize()
  const encrypter = new Encrypter()
  encrypter.addRecipient(recipient)
  const out = `${dir}${SEALED_SUFFIX}`
  // Compressed before encryption: encrypted bytes no longer compress, and the rows are text.
  await writeFile(out, await encrypter.encrypt(gzipSync(await packed)), { mode: 0o600 })
  await rm(dir, { recursive: true, force: true })
  return out
}

/**
 * Decrypts a sealed archive with her identity and unpacks it into `dest` (a new, empty folder). age authenticates
 * the whole file, so a changed byte fails before anything is unpacked; an entry that is not a plain file, or whose
 * path is absolute or climbs out with `..`, is refused before anything is written outside `dest`.
 */
export async function openSealed(file: string, identity: string, dest: string): Promise<void> {
  const decrypter = new Decrypter()
  try {
    decrypter.addIdentity(identity)
  } catch {
    throw new BackupError('Essa não é uma chave das cópias: ela começa com AGE-SECRET-KEY-1 (a que você guardou no gerenciador de senhas).')
  }
  const head = await readHead(file)
  if (head === null) throw new BackupError(`Arquivo não encontrado: ${file}`)
  if (head !== AGE_HEADER) throw new BackupError(`${basename(file)} não é uma cópia cifrada (${SEALED_SUFFIX}): nada foi gravado.`)
  let plain: Uint8Array
  try {
    plain = await decrypter.decrypt(await readFile(file))
  } catch {
    throw new BackupError(
      `Não foi possível abrir ${basename(file)}: a chave não é a desta cópia, ou o arquivo foi alterado ou está incompleto. Nada foi gravado.`,
    )
  }
  const extract = tar.extract()
  extract.end(unzip(plain))
  for await (const entry of extract) {
    const name = entry.header.name
    if (entry.header.type !== 'file' || !safeRelative(name)) {
      entry.resume()
      throw new BackupError(`A cópia tem uma entrada recusada (${JSON.stringify(name)}): só arquivos dentro da cópia. Nada foi gravado.`)
    }
    const body = await collect(entry)
    await mkdir(dirname(join(dest, name)), { recursive: true })
    await writeFile(join(dest, name), body, { flag: 'wx' })
  }
}

/**
 * Refuses (pt-BR, naming the file) a folder about to be uploaded that holds anything but age-encrypted files:
 * a sub-folder, a link or a file without the age header.
 */
export async function checkOnlySealed(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => null)
  if (!entries?.length) throw new BackupError(`Não há cópia cifrada em ${folder}: nada seria guardado.`)
  for (const entry of entries) {
    const path = join(folder, entry.name)
    if (!entry.isFile() || (await readHead(path)) !== AGE_HEADER)
      throw new BackupError(
        `${entry.name} não é uma cópia cifrada: nada foi enviado ao GitHub. Só arquivos ${SEALED_SUFFIX} (cifrados para a chave das cópias) podem sair daqui.`,
      )
  }
  return entries.map((entry) => entry.name)
}

/** The pt-BR problem with a recipient setting. */
export function recipientProblem(value: string): string {
  return value.startsWith('AGE-SECRET-KEY-')
    ? 'BACKUP_AGE_RECIPIENT tem a chave secreta das cópias: apague-a de lá já (ela só vai no seu gerenciador de senhas) e faça um par novo com npm run copia:nova-chave.'
    : 'BACKUP_AGE_RECIPIENT não é uma chave pública das cópias (age1… com 62 letras): faça um par com npm run copia:nova-chave.'
}

function unzip(bytes: Uint8Array): Buffer {
  try {
    return gunzipSync(bytes)
  } catch {
    throw new BackupError('A cópia abriu com a chave, mas o conteúdo não é o de uma cópia (não é um .tar.gz). Nada foi gravado.')
  }
}

async function collect(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

function safeRelative(name: string): boolean {
  const parts = name.split('/')
  return !isAbsolute(name) && !name.includes('\\') && !name.includes('\0') && parts.every((part) => part !== '..' && part !== '')
}

async function readHead(path: string): Promise<string | null> {
  const handle = await open(path, 'r').catch(() => null)
  if (!handle) return null
  try {
    const buffer = Buffer.alloc(AGE_HEADER.length)
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
    return buffer.subarray(0, bytesRead).toString('latin1')
  } finally {
    await handle.close()
  }
}
