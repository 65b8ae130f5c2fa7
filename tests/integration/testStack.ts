import type { SupabaseClient } from '@supabase/supabase-js'
import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { inject } from 'vitest'
import { createNodeClient } from '../../blog/data/client.ts'
import { startLocalStack, type LocalStackInfo } from '../../stack/index.ts'

/** An email and a password to sign in with. */
export interface Login {
  email: string
  password: string
}

/** A test's connection to a local stack, plus the clients the tests use. */
export interface TestStack {
  stack: LocalStackInfo
  /** A supabase-js client with the anon key and no session, like a visitor. */
  anon(): SupabaseClient
  /** A supabase-js client signed in with email and password, sending its requests through `fetch` when given. */
  signedIn(login: Login, fetch?: typeof globalThis.fetch): Promise<SupabaseClient>
  /** Runs SQL as the superuser, bypassing RLS (for setup and for checking what really is stored). */
  sql<Row extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>
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
    async sql(text, values) {
      return (await db.query(text, values)).rows
    },
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
  const [row] = await t.sql<{ id: string }>(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values (gen_random_uuid(), 'authenticated', 'authenticated', $1, extensions.crypt($2, extensions.gen_salt('bf', 10)), now(),
             '{"provider":"email","providers":["email"]}', '{}')
     returning id`,
    [login.email, login.password],
  )
  if (!row) throw new Error('user not created')
  return { ...login, id: row.id }
}

/** A 1×1 PNG, enough for the storage tests. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
