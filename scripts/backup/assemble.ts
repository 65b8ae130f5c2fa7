import { constants } from 'node:fs'
import { copyFile, lstat, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import { BackupError, jobOriginalPath, photoPath, readManifest, type Manifest } from './archive.ts'
import { runTime } from './photoCopies.ts'
import { openSealed } from './seal.ts'

/**
 * Opens a nightly copy into `dest` (a new folder) and puts in it every photo its manifest says a photo copy holds,
 * taken from that photo copy: looked for beside the nightly copy and in `places` (files, or folders and their
 * sub-folders, as unzipping an artifact leaves them). A missing photo copy refuses the whole, naming each with the
 * run that made it. Each photo copy is opened with the same refusals (age, tar entries) into a private temporary
 * folder and only the photos the manifest assigns to it are taken; the caller then checks every checksum.
 */
export async function openWithPhotos(file: string, places: readonly string[], identity: string, dest: string): Promise<Manifest> {
  await openSealed(file, identity, dest)
  const manifest = await readManifest(
    dest,
    (why) => new BackupError(`A cópia ${basename(file)} está danificada (${why}). Nada foi gravado. Use outra cópia.`),
  )
  const photos = new Set([...manifest.photos.map((photo) => photoPath(photo.name)), ...manifest.jobOriginals.map(jobOriginalPath)])
  const wanted = new Map<string, string[]>()
  for (const [path, copy] of Object.entries(manifest.photoCopies)) {
    if (!photos.has(path) || (await lstat(join(dest, path)).catch(() => null))) continue
    wanted.set(copy, [...(wanted.get(copy) ?? []), path])
  }
  const found = await findFiles([dirname(resolve(file)), ...places.map((place) => resolve(place))], new Set(wanted.keys()))
  const missing = [...wanted.keys()].filter((copy) => !found.has(copy)).sort()
  if (missing.length) {
    throw new BackupError(
      `${missing.length === 1 ? 'Falta a cópia de fotos' : 'Faltam as cópias de fotos'} que ${basename(file)} usa: nada foi gravado.\n` +
        missing.map((copy) => `  ${copy}: Actions → Cópia de segurança → a execução de ${runTime(copy)} → Artifacts`).join('\n') +
        `\nBaixe ${missing.length === 1 ? 'o arquivo' : 'cada arquivo'}, descompacte o .zip e ponha o ${SUFFIXED} na mesma pasta de ${basename(file)}.`,
    )
  }
  const work = await mkdtemp(join(tmpdir(), 'cortinas-fotos-'))
  try {
    for (const [index, [copy, paths]] of [...wanted].entries()) {
      const opened = join(work, String(index))
      await openSealed(found.get(copy) ?? '', identity, opened)
      for (const path of paths) {
        await mkdir(dirname(join(dest, path)), { recursive: true })
        await copyFile(join(opened, path), join(dest, path), constants.COPYFILE_EXCL).catch(() => {
          throw new BackupError(`A cópia de fotos ${copy} não tem ${path}, que ${basename(file)} diz estar nela. Nada foi gravado.`)
        })
      }
      await rm(opened, { recursive: true, force: true })
    }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
  return manifest
}

const SUFFIXED = 'arquivo fotos-….tar.gz.age'

/** Where each wanted name is: a place that is that file, or a file of that name in a place or one folder below it. */
async function findFiles(places: readonly string[], names: ReadonlySet<string>): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  const look = async (folder: string, depth: number) => {
    for (const entry of (await readdir(folder, { withFileTypes: true }).catch(() => null)) ?? []) {
      const path = join(folder, entry.name)
      if (entry.isFile() && names.has(entry.name) && !found.has(entry.name)) found.set(entry.name, path)
      else if (entry.isDirectory() && depth > 0) await look(path, depth - 1)
    }
  }
  for (const place of places) {
    const info = await lstat(place).catch(() => null)
    if (info?.isFile() && names.has(basename(place))) found.set(basename(place), place)
    else if (info?.isDirectory()) await look(place, 1)
  }
  return found
}
