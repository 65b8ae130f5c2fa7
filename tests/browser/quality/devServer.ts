import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type LocalStackInfo, exited, freePort } from '../../../stack/index.ts'

const root = fileURLToPath(new URL('../../..', import.meta.url))

/** How long the dev server may take to print its address; Vite prepares the page on the first request, not here. */
const STARTUP_LIMIT_MS = 60_000

/** `npm run dev`'s server (scripts/dev.ts) on a stack, with everything it has printed. */
export interface DevServer {
  url: string
  output(): string
  stop(): Promise<void>
}

/**
 * A copy of the project in a private folder, for content edits a test makes while a dev server runs on it; its
 * packages are this project's, linked one by one, so Vite keeps its cache of them (node_modules/.vite) apart.
 */
export function projectCopy(): { root: string; remove: () => void } {
  const copy = mkdtempSync(join(tmpdir(), 'previa-'))
  const skipped = new Set(['node_modules', 'dist', '.git'])
  for (const name of readdirSync(root)) if (!skipped.has(name)) cpSync(join(root, name), join(copy, name), { recursive: true })
  mkdirSync(join(copy, 'node_modules'))
  for (const name of readdirSync(join(root, 'node_modules')))
    if (name !== '.vite') symlinkSync(join(root, 'node_modules', name), join(copy, 'node_modules', name))
  return { root: copy, remove: () => rmSync(copy, { recursive: true, force: true }) }
}

/**
 * Starts scripts/dev.ts on `stack` and a free port, as `npm run dev` does after starting the local stack, in this
 * project or in a copy of it (`cwd`).
 */
export async function startDevServer(stack: LocalStackInfo, args: string[] = [], cwd = root): Promise<DevServer> {
  // Vitest's own variables would make Vite and Vike act as under a test runner: the server runs as in a terminal.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')))
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts', ...args], {
    cwd,
    env: { ...env, NODE_ENV: 'development', PORT: String(await freePort()), SUPABASE_URL: stack.url, SUPABASE_ANON_KEY: stack.anonKey },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let printed = ''
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  const exit = exited(child)
  const stop = async () => {
    child.kill('SIGTERM')
    await exit
  }
  try {
    const url = await address(child, () => printed)
    return { url, output: () => printed, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The address of the server's 'Prévia do site em …' line, once printed. */
function address(child: ChildProcess, printed: () => string): Promise<string> {
  const deadline = Date.now() + STARTUP_LIMIT_MS
  return new Promise((resolve, reject) => {
    const poll = setInterval(() => {
      const url = /Prévia do site em (http:\/\/\S+)/.exec(printed())?.[1]
      const failure =
        child.exitCode !== null
          ? `the dev server exited with ${child.exitCode}`
          : Date.now() > deadline && `the dev server printed no address within ${STARTUP_LIMIT_MS / 1000} s`
      if (url || failure) clearInterval(poll)
      if (url) resolve(url)
      else if (failure) reject(new Error(`${failure}:\n${printed()}`))
    }, 100)
  })
}
