import { readdir, rm, stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { BackupError } from './archive.ts'
import { makeBackup } from './backup.ts'
import { readIdentity, restoreCommand } from './restoreCommand.ts'
import { checkOnlySealed, newKeyPair, RECIPIENT, recipientProblem, sealFolder, SEALED_SUFFIX } from './seal.ts'
import { openWithPhotos } from './assemble.ts'
import { confirmPhotoCopies, PHOTO_COPY_NAME } from './photoCopies.ts'
import { databaseConfig } from './database.ts'
import pg from 'pg'

/**
 * `npm run copia:fazer [-- --pasta copias]` writes a dated nightly copy of the project and, when some photo is not held
 * by a kept photo copy, the night's photo copy, both sealed to BACKUP_AGE_RECIPIENT; `npm run copia:confirmar-fotos
 * -- <pasta>` marks that folder's photo copies as uploaded (the workflow's step after the upload);
 * `npm run copia:restaurar -- <copia-….tar.gz.age> [--chave <arquivo>] [--substituir] [--admins]` loads one back with
 * the photo copies it names, found beside it (or given after it); `npm run copia:abrir` the same, unpacked beside it;
 * `npm run copia:conferir-cifra -- <pasta>` refuses a folder holding anything but sealed copies (the workflow's last
 * step before the upload); `npm run copia:nova-chave` makes a new key pair. The first two read the project from
 * DATABASE_URL and SUPABASE_URL (DATABASE_CA_FILE: a CA other than Supabase's); the restore, and a backup once a
 * delivered job has photos (their originals are private), also SUPABASE_SERVICE_ROLE_KEY.
 */
const [command, ...rest] = process.argv.slice(2)
const MISSING_DATABASE = 'falta DATABASE_URL (a connection string do banco, em Project Settings → Database)'
const env = z.object({
  DATABASE_URL: z.string({ error: MISSING_DATABASE }).min(1, MISSING_DATABASE),
  SUPABASE_URL: z.url('falta SUPABASE_URL (o endereço do projeto, https://<projeto>.supabase.co)'),
  SUPABASE_SERVICE_ROLE_KEY: z.string().optional(),
  DATABASE_CA_FILE: z.string().min(1).optional(),
  BACKUP_AGE_RECIPIENT: z.string().trim().optional(),
})

try {
  if (command === 'conferir-cifra') {
    const names = await checkOnlySealed(resolve(rest[0] ?? 'copias'))
    console.log(`Só cópias cifradas para guardar: ${names.join(', ')}.`)
  } else if (command === 'abrir') {
    const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { chave: { type: 'string' } } })
    const [file = '', ...places] = positionals
    if (!file.endsWith(SEALED_SUFFIX))
      throw new BackupError(`Diga qual cópia abrir: npm run copia:abrir -- <arquivo copia-…${SEALED_SUFFIX}>`)
    const dest = resolve(file.slice(0, -SEALED_SUFFIX.length))
    if (await stat(dest).catch(() => null)) throw new BackupError(`Já existe ${dest}: apague-a ou mova-a antes de abrir a cópia de novo.`)
    const identity = await readIdentity(values.chave)
    await openWithPhotos(resolve(file), places, identity, dest).catch(async (error: unknown) => {
      await rm(dest, { recursive: true, force: true })
      throw error
    })
    console.log(`Cópia aberta em ${dest}: abra o index.html dela para ler os posts. Ela não tem senha: guarde-a só com você.`)
  } else if (command === 'nova-chave') {
    const { identity, recipient } = await newKeyPair()
    console.log(
      `Par novo de chaves das cópias de segurança.\n\n` +
        `1. A chave secreta (só sua; aparece só agora, não fica gravada em lugar nenhum):\n\n   ${identity}\n\n` +
        `   Copie-a inteira para o seu gerenciador de senhas, com o nome "Chave das cópias do site". Sem ela, nenhuma\n` +
        `   cópia feita com o par novo pode ser lida; não a mande por e-mail nem a grave no GitHub.\n\n` +
        `2. A chave pública, que vai no GitHub (Settings → Secrets and variables → Actions, aba Variables, nome\n` +
        `   BACKUP_AGE_RECIPIENT), ou de uma vez com:\n\n   gh variable set BACKUP_AGE_RECIPIENT --body ${recipient}\n\n` +
        `As cópias já feitas continuam abrindo só com a chave antiga: guarde-a enquanto elas existirem (14 dias; as cópias de fotos, 90).`,
    )
  } else {
    const settings = env.safeParse(process.env)
    if (!settings.success) throw new BackupError(settings.error.issues.map((issue) => issue.message).join('\n'))
    const { DATABASE_URL: databaseUrl, SUPABASE_URL: supabaseUrl, SUPABASE_SERVICE_ROLE_KEY: serviceKey } = settings.data
    const project = { databaseUrl, supabaseUrl, caFile: settings.data.DATABASE_CA_FILE }
    if (command === 'fazer') {
      const recipient = settings.data.BACKUP_AGE_RECIPIENT ?? ''
      if (!recipient)
        throw new BackupError(
          'falta BACKUP_AGE_RECIPIENT (a chave pública das cópias, age1…): sem ela a cópia sairia legível. Rode npm run copia:nova-chave.',
        )
      if (!RECIPIENT.test(recipient)) throw new BackupError(recipientProblem(recipient))
      const { values } = parseArgs({ args: rest, options: { pasta: { type: 'string', default: 'copias' } } })
      const started = performance.now()
      const { dir, photosDir, manifest, bytes, photoBytes } = await makeBackup({ ...project, serviceKey, recipient }, resolve(values.pasta))
      const sealed = await sealFolder(dir, recipient)
      const photos = photosDir ? await sealFolder(photosDir, recipient) : null
      const mb = async (file: string) => size((await stat(file)).size)
      const stored = Object.values(manifest.photoCopies).filter((copy) => photos?.endsWith(`/${copy}`)).length
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      console.log(
        `Cópia cifrada feita em ${sealed} (${size(bytes)}, ${await mb(sealed)} cifrada, ${seconds} s): ` +
          `${manifest.counts.posts} posts, ${manifest.counts.post_revisions} versões, ${manifest.photos.length} fotos, ` +
          `${manifest.counts.jobs} trabalhos com ${manifest.jobOriginals.length} fotos. Só abre com a chave das cópias.\n` +
          (photos
            ? `Cópia de fotos feita em ${photos} (${stored} fotos novas ou perto de expirar, ${size(photoBytes)}, ${await mb(photos)} cifrada).`
            : 'Nenhuma foto nova: todas estão em cópias de fotos ainda guardadas.'),
      )
    } else if (command === 'confirmar-fotos') {
      const names = (await readdir(resolve(rest[0] ?? 'copias'))).filter((name) => PHOTO_COPY_NAME.test(name))
      const db = new pg.Client(databaseConfig(databaseUrl, project.caFile))
      await db.connect()
      let photos: number
      try {
        photos = await confirmPhotoCopies(db, names)
      } finally {
        await db.end()
      }
      console.log(names.length ? `Cópia de fotos guardada: ${names.join(', ')} (${photos} fotos).` : 'Nenhuma cópia de fotos esta noite.')
    } else if (command === 'restaurar') {
      if (!serviceKey) throw new BackupError('falta SUPABASE_SERVICE_ROLE_KEY (a chave service_role, em Project Settings → API)')
      await restoreCommand(rest, { ...project, serviceKey })
    } else {
      throw new BackupError('Use npm run copia:fazer ou npm run copia:restaurar -- <cópia .tar.gz.age>.')
    }
  }
} catch (error) {
  // A refusal says everything; anything else (the database unreachable, a wrong password) keeps its own words.
  console.error(error instanceof BackupError ? error.message : `Não deu certo: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}

/** A size as she reads it: kB below a megabyte, MB with one decimal above. */
function size(bytes: number): string {
  return bytes < 1e6 ? `${Math.ceil(bytes / 1e3)} kB` : `${(bytes / 1e6).toFixed(1)} MB`
}
