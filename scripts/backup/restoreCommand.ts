import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createPrompt } from '../go-live/prompt.ts'
import type { AdminPlan } from './admins.ts'
import { BackupError } from './archive.ts'
import { restoreBackup, type RestoreTarget } from './restore.ts'
import { SEALED_SUFFIX } from './seal.ts'
import { openWithPhotos } from './assemble.ts'
import { PHOTO_COPY_NAME } from './photoCopies.ts'

/**
 * `copia:restaurar -- <copia-….tar.gz.age> [fotos-….tar.gz.age or folders…] [--chave <arquivo>] [--substituir]
 * [--admins]`: asks for her key (hidden, or read from a file: never an argument or a variable, which the shell's
 * history keeps), opens the nightly copy and the photo copies it names (beside it or given) into a private temporary
 * folder, shows the admins it names against this project's, restores, and removes the folder.
 */
export async function restoreCommand(args: string[], target: RestoreTarget): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      substituir: { type: 'boolean', default: false },
      admins: { type: 'boolean', default: false },
      chave: { type: 'string' },
    },
  })
  const [file, ...places] = positionals
  if (!file?.endsWith(SEALED_SUFFIX) || PHOTO_COPY_NAME.test(basename(file)))
    throw new BackupError(
      `Diga qual cópia restaurar: npm run copia:restaurar -- <arquivo copia-…${SEALED_SUFFIX}> (o que o GitHub guardou, já fora do .zip; as cópias de fotos que ela usa ficam na mesma pasta).`,
    )
  const identity = await readIdentity(values.chave)
  const started = performance.now()
  const dir = await mkdtemp(join(tmpdir(), 'cortinas-restaurar-'))
  try {
    await openWithPhotos(resolve(file), places, identity, dir)
    const { manifest, admins } = await restoreBackup(dir, target, {
      replace: values.substituir,
      admins: values.admins,
      onAdmins: (plan) => console.log(adminLines(plan, values.admins).join('\n')),
    })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `Cópia de ${manifest.takenAt} restaurada em ${seconds} s: ${manifest.counts.posts} posts, ` +
        `${manifest.counts.post_revisions} versões, ${manifest.photos.length} fotos, ${manifest.counts.jobs ?? 0} trabalhos ` +
        `com ${manifest.jobOriginals.length} fotos.` +
        (admins.added.length ? ` Admins acrescentados: ${admins.added.map(shown).join(', ')}.` : ''),
    )
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** The admins part, written before anything changes; e-mails come from the archive, so each is shown quoted when odd. */
export function adminLines(plan: AdminPlan, adding: boolean): string[] {
  const list = (emails: string[]) => (emails.length ? emails.map(shown).join(', ') : 'nenhum')
  return [
    `Admins deste projeto hoje: ${list(plan.today)}.`,
    adding
      ? `Serão acrescentados como admin (a cópia os lista e eles têm conta aqui): ${list(plan.toAdd)}.`
      : `Admins não serão mudados.` +
        (plan.toAdd.length ? ` A cópia também lista ${list(plan.toAdd)}: para torná-los admin, rode de novo com --admins.` : ''),
    ...(plan.absent.length
      ? [`A cópia lista como admin quem não tem conta neste projeto (não será acrescentado): ${list(plan.absent)}.`]
      : []),
  ]
}

/** An e-mail as it is when plain, or JSON-quoted (no line break nor terminal code gets through) when not. */
function shown(email: string): string {
  return /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(email) ? email : JSON.stringify(email)
}

/** Her private key, from `--chave <arquivo>` or asked hidden on the terminal. */
export async function readIdentity(path: string | undefined): Promise<string> {
  let text: string | null
  if (path) {
    text = await readFile(path, 'utf8').catch(() => null)
    if (text === null) throw new BackupError(`--chave: o arquivo ${path} não existe.`)
  } else {
    const prompt = createPrompt()
    try {
      text = await prompt.ask('Chave das cópias (AGE-SECRET-KEY-1…, do seu gerenciador de senhas; não aparece): ', { hidden: true })
    } finally {
      prompt.close()
    }
  }
  const key = text
    ?.split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('AGE-SECRET-KEY-1'))
  if (!key)
    throw new BackupError('Faltou a chave das cópias: ela começa com AGE-SECRET-KEY-1 (a que você guardou no gerenciador de senhas).')
  return key
}
