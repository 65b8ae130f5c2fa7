import { createInterface } from 'node:readline/promises'
import { zonedTime } from '../../engine/text/timeZone.ts'
import { git, GitError } from './git.ts'
import { lastPublish, type LastPublish } from './lastPublish.ts'

/**
 * `npm run publicacao:desfazer` (docs/guia-do-conteudo.md, "Desfazer uma publicação"): shows the last publish (date,
 * message, files), asks to confirm, reverts it with a new commit on main and pushes it, which publishes the state
 * before it. Refuses, in pt-BR, whatever lastPublish() refuses.
 */
const cwd = process.cwd()
const shownFiles = 20

try {
  const last = await lastPublish(cwd)
  if ('refusal' in last) fail(last.refusal)
  console.log(await describe(last))
  if (!(await confirmed())) {
    console.log('Nada foi desfeito.')
    process.exit(0)
  }
  await git(cwd, ['revert', '--no-commit', 'HEAD'])
  await git(cwd, ['commit', '--quiet', '-m', `Desfaz: ${last.subject}`, '-m', `Desfaz o commit ${last.sha}.`])
  const undo = (await git(cwd, ['rev-parse', '--short', 'HEAD'])).trim()
  try {
    await git(cwd, ['push', '--quiet', 'origin', 'main'], 120_000)
  } catch (error) {
    fail(
      `A publicação foi desfeita neste computador (${undo}), mas não chegou ao GitHub: ${reason(error)}\n` +
        'O site no ar não mudou. Clique em Sincronizar Alterações no VS Code para enviá-la (é o que publica).',
    )
  }
  const contentOnly = last.files.every((file) => file.path.split(' → ').every((path) => path.startsWith('content/')))
  const actions = await actionsPage()
  console.log(
    `Pronto: a publicação “${last.subject}” foi desfeita e enviada ao GitHub, que já está publicando o site como era antes dela ` +
      `(em cerca de ${contentOnly ? 10 : 35} minutos). Os arquivos deste computador também voltaram.\n` +
      `Acompanhe no painel do blog (/admin), logo abaixo do topo${actions ? `, ou em ${actions}` : ''}.`,
  )
} catch (error) {
  fail(`O Git recusou: ${reason(error)}\nRode o comando de novo; se repetir, veja “Se você travar” no guia.`)
}

/** The pt-BR summary of what would be undone. */
async function describe(last: LastPublish): Promise<string> {
  const timeZone = await import('../../content/site.ts').then(
    (site) => site.default.timeZone,
    () => 'America/Sao_Paulo',
  )
  const width = Math.max(...last.files.map((file) => file.status.length))
  const files = last.files.slice(0, shownFiles).map((file) => `    ${file.status.padEnd(width)}  ${file.path}`)
  if (last.files.length > shownFiles) files.push(`    … e mais ${last.files.length - shownFiles}`)
  return [
    'A última publicação, que será desfeita:',
    `  Data: ${zonedTime(timeZone).dateTime(last.date)}`,
    `  Mensagem: “${last.subject}”`,
    `  Arquivos (${last.files.length}):`,
    ...files,
    '',
    'Desfazer faz uma nova mudança que volta estes arquivos a como eram antes dela e a envia ao GitHub, que publica o site',
    'como estava. Nada se perde: para refazer, rode este comando de novo logo depois (ele desfaz o desfazer).',
  ].join('\n')
}

/** True once the owner answers "s" (or "sim"); false on anything else, or when the input ends. */
async function confirmed(): Promise<boolean> {
  const reader = createInterface({ input: process.stdin, output: process.stdout, terminal: Boolean(process.stdin.isTTY) })
  const closed = new Promise<string>((resolve) => reader.once('close', () => resolve('')))
  try {
    const answer = await Promise.race([
      reader.question('Desfazer esta publicação? Digite s e aperte Enter (ou só Enter para não mexer em nada): '),
      closed,
    ])
    if (!process.stdin.isTTY) console.log()
    return /^s(im)?$/i.test(answer.trim())
  } finally {
    reader.close()
  }
}

/** The page of the publish workflow's runs, when origin is on GitHub. */
async function actionsPage(): Promise<string | null> {
  const origin = (await git(cwd, ['config', '--get', 'remote.origin.url']).catch(() => '')).trim()
  const repository = /github\.com[:/]([^/]+\/[^/]+?)(?:\.git)?$/.exec(origin)?.[1]
  return repository ? `https://github.com/${repository}/actions/workflows/publicar.yml` : null
}

function reason(error: unknown): string {
  return error instanceof GitError ? (error.timedOut ? 'o GitHub não respondeu a tempo.' : error.detail) : String(error)
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}
