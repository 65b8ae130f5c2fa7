import { spawn } from 'node:child_process'
import { accessSync, chmodSync, constants, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { Slip } from './supabase.ts'

/** A program's answer: exit code and what it printed. */
export interface Answer {
  code: number
  stdout: string
  stderr: string
}

/** Fly.io's and GitHub's programs, installed from their GitHub releases when the computer has none. */
const releases = {
  fly: {
    repo: 'superfly/flyctl',
    asset: (v: string, arch: string) => `flyctl_${v}_Linux_${arch === 'x64' ? 'x86_64' : 'arm64'}.tar.gz`,
    inside: (_v: string, _a: string) => 'flyctl',
  },
  gh: {
    repo: 'cli/cli',
    asset: (v: string, arch: string) => `gh_${v}_linux_${arch === 'x64' ? 'amd64' : 'arm64'}.tar.gz`,
    inside: (v: string, arch: string) => `gh_${v}_linux_${arch === 'x64' ? 'amd64' : 'arm64'}/bin/gh`,
  },
} as const

const executable = (path: string) => {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/**
 * The path of `fly` or `gh`: in the project's tool folder (GO_LIVE_TOOLS, else `.ferramentas/bin`, gitignored), else
 * on the PATH (only when GO_LIVE_TOOLS is not set), else installed now into the tool folder. Nothing edits the PATH:
 * the command calls the program by its path.
 */
export async function findOrInstall(name: keyof typeof releases, root: string): Promise<string> {
  const folder = process.env.GO_LIVE_TOOLS ?? join(root, '.ferramentas', 'bin')
  const own = join(folder, name)
  if (executable(own)) return own
  const onPath = process.env.GO_LIVE_TOOLS
    ? undefined
    : (process.env.PATH ?? '')
        .split(delimiter)
        .map((dir) => join(dir, name))
        .find(executable)
  if (onPath) return onPath
  await install(name, folder)
  return own
}

async function install(name: keyof typeof releases, folder: string): Promise<void> {
  const arch = process.arch
  if (process.platform !== 'linux' || (arch !== 'x64' && arch !== 'arm64'))
    throw new Slip(`Este comando instala o ${name} só no Linux (o WSL do Windows). Instale-o você mesma e rode de novo.`)
  const { repo, asset, inside } = releases[name]
  console.log(`   Instalando o ${name} em ${folder} (só para este projeto)…`)
  // GO_LIVE_RELEASES stands for both of GitHub's hosts (api.github.com and github.com) in tests.
  const mirror = process.env.GO_LIVE_RELEASES
  const latest = await fetch(`${mirror ?? 'https://api.github.com'}/repos/${repo}/releases/latest`, {
    signal: AbortSignal.timeout(30_000),
  }).catch(() => null)
  const { tag_name: tag } = latest?.ok ? ((await latest.json()) as { tag_name: string }) : { tag_name: '' }
  if (!tag) throw new Slip(`Não consegui saber a versão mais nova do ${name} (github.com/${repo}): confira a internet e rode de novo.`)
  const version = tag.replace(/^v/, '')
  const download = await fetch(`${mirror ?? 'https://github.com'}/${repo}/releases/download/${tag}/${asset(version, arch)}`, {
    signal: AbortSignal.timeout(300_000),
  }).catch(() => null)
  if (!download?.ok) throw new Slip(`O download do ${name} falhou: confira a internet e rode de novo.`)
  const work = mkdtempSync(join(tmpdir(), `${name}-`))
  try {
    writeFileSync(join(work, 'pacote.tar.gz'), Buffer.from(await download.arrayBuffer()))
    const untar = await run('tar', ['-xzf', 'pacote.tar.gz'], { cwd: work })
    if (untar.code !== 0) throw new Slip(`Não consegui abrir o pacote do ${name}: ${untar.stderr.trim()}`)
    mkdirSync(folder, { recursive: true })
    copyFileSync(join(work, inside(version, arch)), join(folder, name))
    chmodSync(join(folder, name), 0o755)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
  console.log(`   ${name} ${version} instalado.`)
}

/** Runs a program with `input` on its stdin, for at most `timeout` ms (two minutes by default). */
export function run(program: string, args: string[], options: { input?: string; timeout?: number; cwd?: string } = {}): Promise<Answer> {
  return new Promise((done) => {
    const child = spawn(program, args, { cwd: options.cwd, timeout: options.timeout ?? 120_000, stdio: ['pipe', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', (error) => done({ code: 127, stdout, stderr: String(error) }))
    child.on('close', (code) => done({ code: code ?? 1, stdout, stderr }))
    // A program that exits without reading its input (git) must not fail this one with EPIPE.
    child.stdin.on('error', () => undefined)
    child.stdin.end(options.input ?? '')
  })
}

/** Runs a program that talks to her (a sign-in in the browser): the terminal is its own; from a pipe, no input. */
export function runWithHer(program: string, args: string[], terminal: boolean): Promise<number> {
  return new Promise((done) => {
    const child = spawn(program, args, { stdio: [terminal ? 'inherit' : 'ignore', 'inherit', 'inherit'], timeout: 900_000 })
    child.on('error', () => done(127))
    child.on('close', (code) => done(code ?? 1))
  })
}
