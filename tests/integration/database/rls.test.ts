import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectTestStack, type TestStack } from '../testStack.ts'

let t: TestStack
beforeAll(async () => {
  t = await connectTestStack()
})
afterAll(() => t?.stop())

/** Schemas whose tables the API reaches: public through PostgREST, storage through the storage API. */
const EXPOSED = ['public', 'storage']

describe('Row Level Security', () => {
  it('is on for every table of every exposed schema', async () => {
    const tables = await t.sql<{ name: string; rls: boolean }>(
      `select n.nspname || '.' || c.relname as name, c.relrowsecurity as rls
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname = any($1) order by 1`,
      [EXPOSED],
    )
    expect(tables.map((table) => table.name)).toContain('public.posts')
    expect(tables.filter((table) => !table.rls).map((table) => table.name)).toEqual([])
  })

  it('a table a future migration forgets to grant is closed to anon and authenticated', async () => {
    await t.sql('begin')
    try {
      await t.sql('create table public.forgotten (id int)')
      await t.sql("create function public.forgotten_fn() returns int language sql as 'select 1'")
      const [row] = await t.sql(
        `select has_table_privilege('anon', 'public.forgotten', 'select') as anon,
                has_table_privilege('authenticated', 'public.forgotten', 'select,insert,update,delete') as authenticated,
                has_function_privilege('anon', 'public.forgotten_fn()', 'execute') as run`,
      )
      expect(row).toEqual({ anon: false, authenticated: false, run: false })
    } finally {
      await t.sql('rollback')
    }
  })
})
