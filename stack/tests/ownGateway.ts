import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Hono } from 'hono'
import pg from 'pg'
import { inject } from 'vitest'
import { createGateway, type GatewayDeps } from '../gateway/app.ts'
import { signApiKey } from '../keys.ts'

/** A gateway of a test file's own, what it was built with, and its API keys. */
export interface OwnGateway extends GatewayDeps {
  app: Hono
  anonKey: string
  serviceKey: string
  /** The temp folder holding its storage and outbox. */
  dir: string
  /** Another gateway on the same pool, secret and folder, with `changes` to its deps. */
  rebuild(changes: Partial<GatewayDeps>): Hono
  /** Ends the pool and deletes the folder. */
  close(): Promise<void>
}

/** A gateway in this test's process on the shared database, with its own JWT secret, and storage and outbox in a temp folder; no PostgREST unless `options` name one. */
export async function ownGateway(options: Partial<GatewayDeps> = {}): Promise<OwnGateway> {
  const dir = await mkdtemp(join(tmpdir(), 'own-gateway-'))
  const deps: GatewayDeps = {
    pool: new pg.Pool({ connectionString: inject('stack').dbUrl, max: 2 }),
    jwtSecret: randomBytes(32).toString('base64url'),
    issuer: 'http://gateway.test/auth/v1',
    siteUrl: 'http://localhost:3000',
    storageDir: join(dir, 'storage'),
    outbox: join(dir, 'outbox.jsonl'),
    // Port 9 (discard) is closed here, so a REST call the gateway lets through answers 503.
    postgrestUrl: 'http://127.0.0.1:9',
    ...options,
  }
  const rebuild = (changes: Partial<GatewayDeps>) => createGateway({ ...deps, ...changes })
  return {
    ...deps,
    app: rebuild({}),
    anonKey: await signApiKey(deps.jwtSecret, 'anon'),
    serviceKey: await signApiKey(deps.jwtSecret, 'service_role'),
    dir,
    rebuild,
    async close() {
      await Promise.all([deps.pool.end(), rm(dir, { recursive: true, force: true })])
    },
  }
}
