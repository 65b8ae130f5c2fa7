import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import type { LocalStackInfo } from '../info.ts'

/** An email and password a test signs in with. */
export type Login = { email: string; password: string }

/** SQL as the superuser, bypassing row-level security (to arrange a test or check what is really stored). */
export type Sql = <Row extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<Row[]>

/** A test's connection to the stack project's shared stack (stack/tests/globalSetup.ts), plus its clients. */
export interface TestStack {
  stack: LocalStackInfo
  /** A supabase-js client with the anon key and no session, like a visitor. */
  anon(): SupabaseClient
  /** A supabase-js client signed in with email and password. */
  signedIn(login: Login): Promise<SupabaseClient>
  /** SQL as the superuser on this test's one connection. */
  sql: Sql
  /** Closes this test's database connection. */
  stop(): Promise<void>
}

/** A supabase-js client for Node that keeps no session of its own. */
function client(stack: LocalStackInfo): SupabaseClient {
  return createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}

/** Connects to the shared stack. */
export async function connectTestStack(): Promise<TestStack> {
  const stack = inject('stack')
  const db = new pg.Client({ connectionString: stack.dbUrl })
  await db.connect()
  return {
    stack,
    anon: () => client(stack),
    async signedIn(login) {
      const signed = client(stack)
      const { error } = await signed.auth.signInWithPassword(login)
      if (error) throw error
      return signed
    },
    sql: async <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => (await db.query<Row>(text, values)).rows,
    stop: () => db.end(),
  }
}

/** SQL on the database at `dbUrl`, each call on a connection of its own. */
export function sqlAt(dbUrl: string): Sql {
  return async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const db = new pg.Client({ connectionString: dbUrl })
    await db.connect()
    try {
      return (await db.query<Row>(text, values)).rows
    } finally {
      await db.end()
    }
  }
}

/** `name-<uuid>`: a slug, email local part or file name no other test uses. */
export function unique(name: string): string {
  return `${name}-${randomUUID()}`
}

/** Creates a confirmed email user, as the dashboard would (bcrypt cost 10, as Supabase Auth hashes), under a unique email. */
export async function createPlainUser(t: TestStack, name = 'usuario'): Promise<Login & { id: string }> {
  const login = { email: `${unique(name)}@exemplo.com.br`, password: 'senha-do-teste' }
  const [user] = await t.sql<{ id: string }>(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values (gen_random_uuid(), 'authenticated', 'authenticated', $1, extensions.crypt($2, extensions.gen_salt('bf', 10)), now(),
             '{"provider":"email","providers":["email"]}', '{}')
     returning id`,
    [login.email, login.password],
  )
  if (!user) throw new Error('user not created')
  return { ...login, id: user.id }
}

/** A 1×1 PNG, enough for the storage tests. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
