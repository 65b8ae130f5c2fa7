import type { SupabaseClient } from '@supabase/supabase-js'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { createNodeClient } from '../../engine/blog/client.ts'
import { startLocalStack, type LocalStack } from '../../stack/localStack.ts'

/** A throw-away stack plus the clients the tests use. */
export interface TestStack {
  stack: LocalStack
  /** A supabase-js client with the anon key and no session, like a visitor. */
  anon(): SupabaseClient
  /** A supabase-js client signed in with email and password. */
  signedIn(email: string, password: string): Promise<SupabaseClient>
  /** Runs SQL as the superuser, bypassing RLS (for setup and for checking what really is stored). */
  sql<Row extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>
  stop(): Promise<void>
}

/** Starts an ephemeral stack from this checkout's supabase/ folder. */
export async function startTestStack(): Promise<TestStack> {
  const stack = await startLocalStack({
    ephemeral: true,
    quiet: true,
    root: fileURLToPath(new URL('../..', import.meta.url)),
  })
  const db = new pg.Client({ connectionString: stack.dbUrl })
  await db.connect()
  const anon = () => createNodeClient(stack.url, stack.anonKey)
  return {
    stack,
    anon,
    async signedIn(email, password) {
      const client = anon()
      const { error } = await client.auth.signInWithPassword({ email, password })
      if (error) throw error
      return client
    },
    async sql(text, values) {
      return (await db.query(text, values)).rows
    },
    async stop() {
      await db.end()
      await stack.stop()
    },
  }
}

/** Creates a confirmed user who is not an admin, the way the dashboard would. */
export async function createPlainUser(stack: TestStack, email: string, password: string): Promise<string> {
  const [row] = await stack.sql<{ id: string }>(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values (gen_random_uuid(), 'authenticated', 'authenticated', $1, extensions.crypt($2, extensions.gen_salt('bf')), now(),
             '{"provider":"email","providers":["email"]}', '{}')
     returning id`,
    [email, password],
  )
  if (!row) throw new Error('user not created')
  return row.id
}

/** A 1×1 PNG, enough for the storage tests. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
