import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readBlogState } from '../../../blog/data/freshness.ts'
import { insertPost } from '../blogFixture.ts'
import { startOwnTestStack, unique, type TestStack } from '../testStack.ts'

// Its own stack: the burst holds every PostgREST connection for a few seconds, which would stall other files.
let t: TestStack
let admin: SupabaseClient
let slug: string

beforeAll(async () => {
  t = await startOwnTestStack()
  admin = await t.signedIn(t.stack.admin)
  // Long content makes the filter below cost minutes per row, whatever the machine.
  slug = await insertPost(t, unique('longo'), { content: 'a'.repeat(4000) })
})

afterAll(() => t?.stop())

/** anon's statement_timeout, as on hosted Supabase. */
const ANON_TIMEOUT_MS = 3000

/** A filter whose backtracking runs for minutes on a long text: anyone with the anon key may send it. */
const RUNAWAY = '/rest/v1/posts?content=imatch.(.*)\\1\\1x&select=id'

function runaway(signal: AbortSignal = AbortSignal.timeout(120_000)): Promise<Response> {
  return fetch(t.stack.url + RUNAWAY, { headers: { apikey: t.stack.anonKey }, signal })
}

/** Queries that PostgREST's connections are running now. */
async function busyBackends(): Promise<number> {
  const [row] = await t.sql<{ busy: number }>(
    "select count(*)::int as busy from pg_stat_activity where usename = 'authenticator' and state = 'active'",
  )
  return row?.busy ?? -1
}

describe('a burst of runaway anonymous queries', () => {
  it('gives the API roles the statement timeouts of hosted Supabase', async () => {
    const rows = await t.sql<{ rolname: string; rolconfig: string[] }>(
      "select rolname, rolconfig from pg_roles where rolname in ('anon', 'authenticated', 'authenticator') order by rolname",
    )
    expect(rows).toEqual([
      { rolname: 'anon', rolconfig: ['statement_timeout=3s'] },
      { rolname: 'authenticated', rolconfig: ['statement_timeout=8s'] },
      { rolname: 'authenticator', rolconfig: ['statement_timeout=8s'] },
    ])
  })

  it(
    "holds the database only for anon's timeout: a public read and an admin save meanwhile answer normally",
    { timeout: 60_000 },
    async () => {
      const started = performance.now()
      const burst = Promise.all(Array.from({ length: 10 }, () => runaway()))
      await new Promise((resolve) => setTimeout(resolve, 300))
      const read = readBlogState(t.anon()).then(() => performance.now() - started)
      const save = admin
        .from('posts')
        .update({ subtitle: 'Salvo durante a rajada' })
        .eq('slug', slug)
        .select('slug')
        .then(({ data, error }) => {
          expect(error).toBeNull()
          expect(data).toEqual([{ slug }])
          return performance.now() - started
        })
      const answers = await burst
      const heldMs = performance.now() - started
      for (const answer of answers) expect(await answer.json()).toMatchObject({ code: '57014' })
      await expect.poll(busyBackends, { timeout: 1000 }).toBe(0)
      // Generous bounds for a busy machine; without the timeouts the burst held the database for minutes.
      expect(heldMs).toBeLessThan(ANON_TIMEOUT_MS + 7000)
      expect(await read).toBeLessThan(heldMs + 1000)
      expect(await save).toBeLessThan(heldMs + 1000)
    },
  )

  it('ends the query of a client that hung up within the timeout', { timeout: 60_000 }, async () => {
    await runaway(AbortSignal.timeout(300)).catch(() => undefined)
    expect(await busyBackends()).toBe(1)
    await expect.poll(busyBackends, { timeout: ANON_TIMEOUT_MS + 7000, interval: 200 }).toBe(0)
  })
})
