import { ENVIRONMENT, productionEnvironment } from './environment.ts'
import { Slip } from './supabase.ts'
import { run, runWithHer } from './tools.ts'

/** Signs her in to GitHub (in the browser) unless she already is. */
export async function ghSignIn(gh: string, terminal: boolean): Promise<void> {
  if ((await run(gh, ['auth', 'status'], { timeout: 30_000 })).code !== 0) {
    console.log('   GitHub: entre na sua conta (o gh mostra um código de 8 letras e abre o navegador para você colá-lo).')
    await runWithHer(gh, ['auth', 'login', '--hostname', 'github.com', '--git-protocol', 'https', '--web'], terminal)
    if ((await run(gh, ['auth', 'status'], { timeout: 30_000 })).code !== 0)
      throw new Slip('A entrada no GitHub não terminou: rode de novo e conclua no navegador.')
  }
  console.log('   GitHub: conectada.')
}

/** The repository of this folder, which must be hers: only an admin of it sets its secrets (Settings). */
export async function repository(gh: string, root: string): Promise<string> {
  const view = await run(gh, ['repo', 'view', '--json', 'nameWithOwner,viewerPermission'], { cwd: root, timeout: 30_000 })
  if (view.code !== 0)
    throw new Slip('Não achei o repositório deste projeto no GitHub: rode o comando na pasta do projeto (a do git clone).')
  const { nameWithOwner, viewerPermission } = JSON.parse(view.stdout) as { nameWithOwner: string; viewerPermission: string }
  if (viewerPermission !== 'ADMIN')
    throw new Slip(
      `O repositório ${nameWithOwner} não é seu: só quem administra o repositório grava os segredos dele. Peça a quem montou o site para transferi-lo para a sua conta (Settings → General → Transfer ownership) e rode de novo.`,
    )
  console.log(`   Repositório: ${nameWithOwner} (você administra).`)
  return nameWithOwner
}

/** The names of the repository's (or, with scope, an environment's) secrets or variables; a refusal stops, so nothing is left in two places unseen. */
export const names = async (gh: string, kind: 'secret' | 'variable', repo: string, scope: string[] = []) => {
  const list = run(gh, [kind, 'list', '--repo', repo, ...scope, '--json', 'name'], { timeout: 30_000 })
  await must(list, `ver ${kind === 'secret' ? 'os segredos' : 'as variáveis'} do repositório`)
  return (JSON.parse((await list).stdout) as { name: string }[]).map((entry) => entry.name)
}

/**
 * Writes the secrets (through stdin) into the environment `production` when GitHub gives the repository one, else
 * as repository secrets; the variables as repository variables. Deletes any of them left in the wrong tab, and the
 * repository-level copies of secrets that now live in the environment.
 */
export async function setRepositorySettings(gh: string, repo: string, secrets: Record<string, string>, variables: Record<string, string>) {
  const scope = (await productionEnvironment(gh, repo)) ? ['--env', ENVIRONMENT] : []
  const [repoSecrets, scopeSecrets, oldVariables] = await Promise.all([
    names(gh, 'secret', repo),
    scope.length ? names(gh, 'secret', repo, scope) : ([] as string[]),
    names(gh, 'variable', repo),
  ])
  const misplaced = [
    ...Object.keys(variables)
      .filter((name) => repoSecrets.includes(name))
      .map((name) => ['secret', name, []] as const),
    ...Object.keys(variables)
      .filter((name) => scopeSecrets.includes(name))
      .map((name) => ['secret', name, scope] as const),
    ...Object.keys(secrets)
      .filter((name) => oldVariables.includes(name))
      .map((name) => ['variable', name, []] as const),
  ]
  for (const [kind, name, where] of misplaced) {
    await must(run(gh, [kind, 'delete', name, '--repo', repo, ...where], { timeout: 30_000 }), `apagar ${name}`)
    console.log(`   ${name} estava na aba ${kind === 'secret' ? 'Secrets' : 'Variables'}, que não é a dele: apagado de lá.`)
  }
  for (const [name, value] of Object.entries(secrets))
    await must(run(gh, ['secret', 'set', name, '--repo', repo, ...scope], { input: value, timeout: 30_000 }), `gravar o segredo ${name}`)
  const copies = scope.length ? Object.keys(secrets).filter((name) => repoSecrets.includes(name)) : []
  for (const name of copies) await must(run(gh, ['secret', 'delete', name, '--repo', repo], { timeout: 30_000 }), `apagar ${name}`)
  if (copies.length) console.log(`   Apagadas as cópias antigas em Repository secrets (agora só no ambiente): ${copies.join(', ')}.`)
  for (const [name, value] of Object.entries(variables))
    await must(run(gh, ['variable', 'set', name, '--body', value, '--repo', repo], { timeout: 30_000 }), `gravar a variável ${name}`)
  const where = scope.length ? `Environments → ${ENVIRONMENT} → Environment secrets` : 'Secrets and variables → Actions → Secrets'
  console.log(`   Segredos (${where}): ${Object.keys(secrets).join(', ')}.\n   Variables: ${Object.keys(variables).join(', ')}.`)
}

/** Starts the publishing workflow; where to watch it. */
export async function startPublish(gh: string, repo: string): Promise<string> {
  await must(run(gh, ['workflow', 'run', 'publicar.yml', '--repo', repo], { timeout: 30_000 }), 'começar a publicação')
  return `https://github.com/${repo}/actions/workflows/publicar.yml`
}

/** Whether this folder has changes GitHub has not got (uncommitted, or commits not sent): then a push publishes. */
export async function unsentChanges(root: string): Promise<boolean> {
  const status = await run('git', ['status', '--porcelain', '--', 'content', 'fly.toml'], { cwd: root, timeout: 30_000 })
  const ahead = await run('git', ['rev-list', '--count', '@{upstream}..HEAD'], { cwd: root, timeout: 30_000 })
  return (status.code === 0 && status.stdout.trim() !== '') || (ahead.code === 0 && Number(ahead.stdout.trim()) > 0)
}

/** Awaits a gh call, turning a refusal into a pt-BR Slip that says what GitHub did not allow. */
export async function must(answer: ReturnType<typeof run>, what: string): Promise<void> {
  const { code, stderr, stdout } = await answer
  if (code !== 0) throw new Slip(`O GitHub não deixou ${what}: ${(stderr || stdout).trim()}`)
}
