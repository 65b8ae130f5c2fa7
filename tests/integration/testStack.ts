import type { SupabaseClient } from '@supabase/supabase-js'
import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { inject } from 'vitest'
import { createNodeClient } from '../../blog/data/client.ts'
import { startLocalStack, type LocalStackInfo } from '../../stack/index.ts'
import type { Login } from '../support/signIn.ts'
import type { Sql } from '../support/sql.ts'
import { createUser } from '../support/users.ts'

export type { Login }

/** A test's connection to a local stack, plus the clients the tests use. */
export interface TestStack {
  stack: LocalStackInfo
  /** A supabase-js client with the anon key and no session, like a visitor. */
  anon(): SupabaseClient
  /** A supabase-js client signed in with email and password, sending its requests through `fetch` when given. */
  signedIn(login: Login, fetch?: typeof globalThis.fetch): Promise<SupabaseClient>
  /** SQL as the superuser on this test's one connection. */
  sql: Sql
  /** Closes this test's database connection, and stops the stack if it is the test's own. */
  stop(): Promise<void>
}

/** Connects to the integration project's shared stack (started by tests/integration/globalSetup.ts). */
export function connectTestStack(): Promise<TestStack> {
  return connect(inject('stack'), async () => undefined)
}

/** Starts a stack inside this test's process, for the few tests that must move its clock. */
export async function startOwnTestStack(): Promise<TestStack> {
  const stack = await startLocalStack({ ephemeral: true, quiet: true, root: fileURLToPath(new URL('../..', import.meta.url)) })
  return connect(stack, stack.stop).catch(async (error: unknown) => {
    await stack.stop()
    throw error
  })
}

async function connect(stack: LocalStackInfo, stopStack: () => Promise<void>): Promise<TestStack> {
  const db = new pg.Client({ connectionString: stack.dbUrl })
  await db.connect()
  const anon = () => createNodeClient(stack.url, stack.anonKey)
  return {
    stack,
    anon,
    async signedIn(login, fetch) {
      const client = createNodeClient(stack.url, stack.anonKey, fetch)
      const { error } = await client.auth.signInWithPassword(login)
      if (error) throw error
      return client
    },
    sql: async <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => (await db.query<Row>(text, values)).rows,
    async stop() {
      await db.end()
      await stopStack()
    },
  }
}

/** `name-<uuid>`: a slug, email local part or file name no other test uses, even in a rerun against the same stack. */
export function unique(name: string): string {
  return `${name}-${randomUUID()}`
}

/** Creates a confirmed user who is not an admin, the way the dashboard would, under a unique email. */
export async function createPlainUser(t: TestStack, name = 'usuario'): Promise<Login & { id: string }> {
  const login = { email: `${unique(name)}@exemplo.com.br`, password: 'senha-do-teste' }
  return { ...login, id: await createUser(t.sql, login) }
}

/** A 1×1 PNG, enough for the storage tests. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
