import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_ENDPOINTS_BASE, BLOG_CACHE_PATH } from '../../../admin/siteEndpoints.ts'
import { type ProductionServer, startProductionServer } from '../../support/server.ts'
import { insertPost } from '../blogFixture.ts'
import { connectTestStack, unique, type TestStack } from '../testStack.ts'

// Two production servers (the build in dist/, which `npm test` makes first) on the shared stack, as two
// instances behind a load balancer. The bound: a change shows on every instance within 10 s.
const COHERENCE_MS = 10_000

let t: TestStack
let servers: ProductionServer[] = []

beforeAll(async () => {
  t = await connectTestStack()
  const env = { SUPABASE_URL: t.stack.url, SUPABASE_ANON_KEY: t.stack.anonKey }
  servers = await Promise.all([startProductionServer(env), startProductionServer(env)])
})

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  await t?.stop()
})

/** A post page's HTML, or where it redirects. */
async function postPage(server: { url: string }, slug: string): Promise<string> {
  const response = await fetch(`${server.url}/blog/${slug}`, { redirect: 'manual' })
  return response.status === 200 ? response.text() : `${response.status} ${response.headers.get('location')}`
}

/** A new post is a change too: each server learns of it with the blog's version, within the bound. */
async function showsOnEveryServer(slug: string, text: string): Promise<void> {
  await Promise.all(
    servers.map((server) => expect.poll(() => postPage(server, slug), { timeout: COHERENCE_MS, interval: 200 }).toContain(text)),
  )
}

describe('two servers on one database', () => {
  it('both show a change made straight in the database within the bound', { timeout: 60_000 }, async () => {
    const slug = await insertPost(t, unique('coerencia'), { title: 'Cortina de linho: antes' })
    await showsOnEveryServer(slug, 'Cortina de linho: antes')
    await t.sql("update public.posts set title = 'Cortina de linho: depois' where slug = $1", [slug])
    await showsOnEveryServer(slug, 'Cortina de linho: depois')
  })

  it('show the change at once on the server whose admin saved it, and within the bound on the other', { timeout: 60_000 }, async () => {
    const slug = await insertPost(t, unique('salvo-no-admin'), { title: 'Blackout: antes' })
    const [saving, other] = servers
    if (!saving || !other) throw new Error('the two servers did not start')
    await showsOnEveryServer(slug, 'Blackout: antes')
    await t.sql("update public.posts set title = 'Blackout: depois' where slug = $1", [slug])
    const token = (await (await t.signedIn(t.stack.admin)).auth.getSession()).data.session?.access_token ?? ''
    const dropped = await fetch(`${saving.url}${ADMIN_ENDPOINTS_BASE}${BLOG_CACHE_PATH}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(dropped.status).toBe(204)
    expect(await postPage(saving, slug)).toContain('Blackout: depois')
    await expect.poll(() => postPage(other, slug), { timeout: COHERENCE_MS, interval: 200 }).toContain('Blackout: depois')
  })

  it('both show a scheduled post once its moment comes, with no write at that moment', { timeout: 60_000 }, async () => {
    const moment = new Date(Date.now() + 4000)
    const slug = await insertPost(t, unique('agendado'), { title: 'Persiana agendada', published_at: moment.toISOString() })
    for (const server of servers) expect(await postPage(server, slug)).toBe('302 /blog')
    await Promise.all(
      servers.map((server) =>
        expect
          .poll(() => postPage(server, slug), { timeout: moment.getTime() - Date.now() + COHERENCE_MS, interval: 200 })
          .toContain('Persiana agendada'),
      ),
    )
  })
})
