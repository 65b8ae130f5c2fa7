import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { resolve } from 'node:path'
import type { Readable } from 'node:stream'
import { freePort } from '../../stack/index.ts'

/** How long the server may take to say it listens before start-up counts as failed. */
const STARTUP_LIMIT_MS = 30_000

/** A production server a test started: its address, its process, and `stop`, which resolves once it has exited. */
export type ProductionServer = { url: string; process: ChildProcess; stop: () => Promise<void> }

/** Starts the production build (dist/server/index.mjs) from `cwd` on `port` (by default a free one) and resolves once it says it is listening. */
export async function startProductionServer(
  env: Record<string, string> = {},
  cwd = process.cwd(),
  port?: number,
): Promise<ProductionServer> {
  port ??= await freePort()
  // srvx prints its 'Listening on' line unless TEST is set, and vitest sets it.
  const child = spawn(process.execPath, [resolve('dist/server/index.mjs')], {
    cwd,
    env: { ...process.env, TEST: '', ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    await listening(child, child.stdout)
  } catch (error) {
    child.kill()
    throw error
  }
  // Nothing else on stdout matters; reading it on keeps a chatty server from filling the pipe.
  child.stdout.resume()
  return { url: `http://localhost:${port}`, process: child, stop: () => stopProductionServer(child) }
}

/**
 * Ends the server as the host does (SIGTERM: it drains and stores its taps and access log) and resolves once it has
 * exited, so nothing it prints outlives the test run's last line; SIGKILL after `limitMs`.
 */
async function stopProductionServer(child: ChildProcess, limitMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), limitMs)
  await exited
  clearTimeout(timer)
}

/** Resolves when the server prints srvx's 'Listening on' line; rejects if it exits first or takes too long. */
function listening(child: ChildProcess, stdout: Readable): Promise<void> {
  return new Promise((resolve, reject) => {
    let printed = ''
    const finish = (error?: Error) => {
      clearTimeout(timer)
      stdout.off('data', onData)
      child.off('exit', onExit)
      if (error) reject(error)
      else resolve()
    }
    const onData = (chunk: Buffer) => {
      printed += chunk.toString()
      if (printed.includes('Listening on')) finish()
    }
    const onExit = (code: number | null) => finish(new Error(`production server exited with ${code} before listening`))
    const timer = setTimeout(
      () => finish(new Error(`production server did not listen within ${STARTUP_LIMIT_MS / 1000} s`)),
      STARTUP_LIMIT_MS,
    )
    stdout.on('data', onData)
    child.once('exit', onExit)
  })
}
