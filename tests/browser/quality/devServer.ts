import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { LocalStackInfo } from '../../../stack/localStack.ts'
import { exited } from '../../../stack/processes.ts'
import { freePort } from '../../../stack/ports.ts'

const root = fileURLToPath(new URL('../../..', import.meta.url))

/** How long the dev server may take to print its address; Vite prepares the page on the first request, not here. */
const STARTUP_LIMIT_MS = 60_000

/** `npm run dev`'s server (scripts/dev.ts) on a stack, with everything it has printed. */
export interface DevServer {
  url: string
  output(): string
  stop(): Promise<void>
}

/** Starts scripts/dev.ts on `stack` and a free port, as `npm run dev` does after starting the local stack. */
export async function startDevServer(stack: LocalStackInfo, args: string[] = []): Promise<DevServer> {
  // Vitest's own variables would make Vite and Vike act as under a test runner: the server runs as in a terminal.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')))
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts', ...args], {
    cwd: root,
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
