import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Prompt } from './prompt.ts'
import { settingProblem } from './shapes.ts'
import { Slip } from './supabase.ts'
import { run, runWithHer } from './tools.ts'

/** Signs her in to Fly.io (in the browser) unless she already is; says which account. */
export async function flySignIn(fly: string, terminal: boolean): Promise<void> {
  let whoami = await run(fly, ['auth', 'whoami'], { timeout: 30_000 })
  if (whoami.code !== 0) {
    console.log('   Fly.io: entre na sua conta na janela do navegador que vai abrir (ou no endereço que aparece abaixo).')
    await runWithHer(fly, ['auth', 'login'], terminal)
    whoami = await run(fly, ['auth', 'whoami'], { timeout: 30_000 })
    if (whoami.code !== 0) throw new Slip('A entrada na Fly.io não terminou: rode de novo e conclua no navegador.')
  }
  console.log(`   Fly.io: conectada como ${whoami.stdout.trim()}.`)
}

/** The app name of fly.toml's `app = "…"` line. */
const tomlApp = (root: string) => /^app\s*=\s*"([^"]+)"/m.exec(readFileSync(join(root, 'fly.toml'), 'utf8'))?.[1] ?? ''

/**
 * Creates the Fly.io app in her personal organisation (the machines run in fly.toml's primary_region, gru), under
 * fly.toml's name, or another she chooses when that one is taken (then written into fly.toml). Keeps an app of hers.
 */
export async function createApp(fly: string, prompt: Prompt, root: string): Promise<string> {
  let name = tomlApp(root)
  const list = await run(fly, ['apps', 'list', '--json'], { timeout: 60_000 })
  const mine = list.code === 0 ? (JSON.parse(list.stdout) as { Name?: string; name?: string }[]).map((app) => app.Name ?? app.name) : []
  for (;;) {
    if (mine.includes(name)) {
      console.log(`   O app ${name} já existe na sua conta: fica esse.`)
      break
    }
    const created = await run(fly, ['apps', 'create', name, '--org', 'personal', '--json'], { timeout: 60_000 })
    if (created.code === 0) {
      console.log(`   App ${name} criado (endereço provisório https://${name}.fly.dev; as máquinas ficam em São Paulo, gru).`)
      break
    }
    if (!/taken|already exists/i.test(created.stderr + created.stdout))
      throw new Slip(`A Fly.io não criou o app ${name}: ${(created.stderr || created.stdout).trim()}`)
    console.log(`   O nome ${name} já é de outra pessoa na Fly.io.`)
    name = await askAppName(prompt)
  }
  const toml = readFileSync(join(root, 'fly.toml'), 'utf8')
  if (tomlApp(root) !== name) {
    writeFileSync(join(root, 'fly.toml'), toml.replace(/^app\s*=\s*"[^"]*"/m, `app = "${name}"`))
    console.log(`   Escrevi ${name} na linha app = do fly.toml (vai junto na sua próxima publicação).`)
  }
  return name
}

async function askAppName(prompt: Prompt): Promise<string> {
  for (;;) {
    const answer = await prompt.ask('   Outro nome para o app (letras minúsculas, números e hífens, ex.: cortinas-da-ana): ')
    if (answer === null) throw new Slip('Faltou o nome do app: rode de novo.')
    const problem = settingProblem('FLY_APP', answer)
    if (!problem) return answer
    console.log(`   ${problem}`)
  }
}

/** Stages the server's secrets on the app (they take effect at the first deploy), through stdin: never on a command line. */
export async function setFlySecrets(fly: string, app: string, secrets: Record<string, string>): Promise<void> {
  const input = Object.entries(secrets)
    .map(([name, value]) => `${name}=${value}`)
    .join('\n')
  const answer = await run(fly, ['secrets', 'import', '--stage', '--app', app], { input, timeout: 60_000 })
  if (answer.code !== 0) throw new Slip(`A Fly.io não gravou os segredos do app ${app}: ${(answer.stderr || answer.stdout).trim()}`)
  console.log(`   Gravados no app ${app}: ${Object.keys(secrets).join(', ')}.`)
}

/** A deploy token for the app, for GitHub's FLY_API_TOKEN. */
export async function deployToken(fly: string, app: string): Promise<string> {
  const answer = await run(fly, ['tokens', 'create', 'deploy', '--app', app], { timeout: 60_000 })
  const token = answer.stdout.trim().split('\n').at(-1)?.trim() ?? ''
  if (answer.code !== 0 || settingProblem('FLY_API_TOKEN', token))
    throw new Slip(`A Fly.io não deu um token de publicação para ${app}: ${(answer.stderr || answer.stdout).trim()}`)
  return token
}
