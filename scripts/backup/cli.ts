import { readdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { BackupError, LAYOUT } from './archive.ts'
import { makeBackup } from './backup.ts'
import { restoreBackup } from './restore.ts'

/**
 * `npm run copia:fazer [-- --pasta copias]` writes a dated archive of the project;
 * `npm run copia:restaurar -- <pasta da cópia> [--substituir]` loads one back. Both read the project from
 * DATABASE_URL (the database's connection string) and SUPABASE_URL; the restore, and a backup once a delivered
 * job has photos (their originals are private), also SUPABASE_SERVICE_ROLE_KEY.
 */
const [command, ...rest] = process.argv.slice(2)
const MISSING_DATABASE = 'falta DATABASE_URL (a connection string do banco, em Project Settings → Database)'
const env = z.object({
  DATABASE_URL: z.string({ error: MISSING_DATABASE }).min(1, MISSING_DATABASE),
  SUPABASE_URL: z.url('falta SUPABASE_URL (o endereço do projeto, https://<projeto>.supabase.co)'),
  SUPABASE_SERVICE_ROLE_KEY: z.string().optional(),
})

try {
  const settings = env.safeParse(process.env)
  if (!settings.success) throw new BackupError(settings.error.issues.map((issue) => issue.message).join('\n'))
  const { DATABASE_URL: databaseUrl, SUPABASE_URL: supabaseUrl, SUPABASE_SERVICE_ROLE_KEY: serviceKey } = settings.data
  if (command === 'fazer') {
    const { values } = parseArgs({ args: rest, options: { pasta: { type: 'string', default: 'copias' } } })
    const started = performance.now()
    const { dir, manifest, bytes } = await makeBackup({ databaseUrl, supabaseUrl, serviceKey }, resolve(values.pasta))
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `Cópia feita em ${dir} (${(bytes / 1e6).toFixed(1)} MB, ${seconds} s): ${manifest.counts.posts} posts, ` +
        `${manifest.counts.post_revisions} versões, ${manifest.photos.length} fotos, ${manifest.counts.jobs} trabalhos ` +
        `com ${manifest.jobOriginals.length} fotos. Abra ${LAYOUT.index} para ler os posts.`,
    )
  } else if (command === 'restaurar') {
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: { substituir: { type: 'boolean', default: false } },
    })
    if (positionals.length !== 1 || !positionals[0])
      throw new BackupError('Diga qual cópia restaurar: npm run copia:restaurar -- <pasta da cópia>')
    if (!serviceKey) throw new BackupError('falta SUPABASE_SERVICE_ROLE_KEY (a chave service_role, em Project Settings → API)')
    const started = performance.now()
    const dir = await archiveFolder(resolve(positionals[0]))
    const { manifest, missingAdmins } = await restoreBackup(dir, { databaseUrl, supabaseUrl, serviceKey }, { replace: values.substituir })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `Cópia de ${manifest.takenAt} restaurada em ${seconds} s: ${manifest.counts.posts} posts, ` +
        `${manifest.counts.post_revisions} versões, ${manifest.photos.length} fotos, ${manifest.counts.jobs ?? 0} trabalhos ` +
        `com ${manifest.jobOriginals.length} fotos.`,
    )
    for (const email of missingAdmins) {
      console.log(
        `Atenção: ${email} era admin, mas este projeto não tem usuário com esse e-mail. Crie-o (Authentication → Users) e, ` +
          `no SQL editor: insert into public.admins (user_id) select id from auth.users where email = '${email}';`,
      )
    }
  } else {
    throw new BackupError('Use npm run copia:fazer ou npm run copia:restaurar -- <pasta da cópia>.')
  }
} catch (error) {
  // A refusal says everything; anything else (the database unreachable, a wrong password) keeps its own words.
  console.error(error instanceof BackupError ? error.message : `Não deu certo: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}

/** The archive itself, or the one `copia-…` folder inside what was given (an unzipped artifact). */
async function archiveFolder(path: string): Promise<string> {
  const entries = await readdir(path).catch(() => null)
  if (!entries) throw new BackupError(`Pasta não encontrada: ${path}`)
  if (entries.includes(LAYOUT.manifest)) return path
  const inner = entries.filter((entry) => entry.startsWith('copia-'))
  return inner.length === 1 && inner[0] ? join(path, inner[0]) : path
}
