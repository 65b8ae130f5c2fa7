import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blogReader, clearBlogCache } from '../../engine/blog/posts.ts'
import { countingFetch, deadReader, stackReader } from './blogFixture.ts'
import { startTestStack, type TestStack } from './testStack.ts'

let t: TestStack

beforeAll(async () => {
  t = await startTestStack()
})

afterAll(() => t?.stop())

/** A fetch that fails its first `failures` calls, as a flaky network would. */
function flakyFetch(failures: number) {
  let calls = 0
  const flaky: typeof fetch = (input, init) => (++calls <= failures ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init))
  return { fetch: flaky, count: () => calls }
}

describe('the blog cache', () => {
  it('serves a second read of the same query from the cache', async () => {
    const counter = countingFetch()
    const reader = stackReader(t, { fetch: counter.fetch })
    const first = await reader.page(1)
    expect(counter.count()).toBe(1)
    expect(await reader.page(1)).toEqual(first)
    await reader.post(first.posts[0]?.slug ?? '')
    await reader.post(first.posts[0]?.slug ?? '')
    expect(counter.count()).toBe(2)
  })

  it('shares one database read between concurrent misses', async () => {
    const counter = countingFetch()
    const reader = stackReader(t, { fetch: counter.fetch })
    await Promise.all(Array.from({ length: 10 }, () => reader.page(2)))
    expect(counter.count()).toBe(1)
  })

  it('reads again once the time to live has passed', async () => {
    const counter = countingFetch()
    const reader = stackReader(t, { fetch: counter.fetch, ttlMs: 50 })
    await reader.index()
    await new Promise((resolve) => setTimeout(resolve, 80))
    await reader.index()
    expect(counter.count()).toBe(2)
  })

  it('reads every time with the cache turned off (ttl 0)', async () => {
    const counter = countingFetch()
    const reader = stackReader(t, { fetch: counter.fetch, ttlMs: 0 })
    await reader.page(1)
    await reader.page(1)
    expect(counter.count()).toBe(2)
  })

  it('clearBlogCache() makes the server read the database again', async () => {
    const env = { SUPABASE_URL: t.stack.url, SUPABASE_ANON_KEY: t.stack.anonKey }
    const slug = 'cortina-wave-o-que-e'
    const before = await blogReader(env).post(slug)
    await t.sql("update public.posts set title = 'Cortina wave: o guia completo' where slug = $1", [slug])
    expect((await blogReader(env).post(slug))?.title).toBe(before?.title)
    clearBlogCache()
    expect((await blogReader(env).post(slug))?.title).toBe('Cortina wave: o guia completo')
  })

  it('honours BLOG_CACHE_TTL_MS=0 in the server\'s settings', async () => {
    const env = { SUPABASE_URL: t.stack.url, SUPABASE_ANON_KEY: t.stack.anonKey, BLOG_CACHE_TTL_MS: '0' }
    const slug = 'cortina-para-home-office'
    await blogReader(env).post(slug)
    await t.sql("update public.posts set subtitle = 'Sem reflexo na tela' where slug = $1", [slug])
    expect((await blogReader(env).post(slug))?.subtitle).toBe('Sem reflexo na tela')
  })
})

describe('retries', () => {
  it('retries a failed read twice and succeeds on the third attempt', async () => {
    const flaky = flakyFetch(2)
    const { total } = await stackReader(t, { fetch: flaky.fetch }).page(1)
    expect(total).toBe(14)
    expect(flaky.count()).toBe(3)
  })

  it('gives up after 2 retries, and does not keep the failure', async () => {
    const flaky = flakyFetch(3)
    const reader = stackReader(t, { fetch: flaky.fetch })
    await expect(reader.page(1)).rejects.toThrow(/fetch failed/)
    expect(flaky.count()).toBe(3)
    expect((await reader.page(1)).total).toBe(14)
    expect(flaky.count()).toBe(4)
  })

  it('fails quickly against a closed port (supabase-js\'s own slow retries are off)', async () => {
    const started = performance.now()
    await expect((await deadReader({ retryDelayMs: 150 })).page(1)).rejects.toThrow()
    expect(performance.now() - started).toBeLessThan(1500)
  })

  it('fails without a Supabase URL in the environment, so the page can show its error state', async () => {
    await expect(blogReader({}).page(1)).rejects.toThrow(/blog settings/)
  })
})
