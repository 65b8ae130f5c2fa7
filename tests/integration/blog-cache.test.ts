import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { blogReader, clearBlogCache } from '../../engine/blog/posts.ts'
import { countingFetch, deadReader, insertPost, insertPosts, stackReader, type OwnPosts } from './blogFixture.ts'
import { connectTestStack, unique, type TestStack } from './testStack.ts'

let t: TestStack
let posts: OwnPosts

beforeAll(async () => {
  t = await connectTestStack()
  posts = await insertPosts(t, { published: 12 })
})

afterAll(() => t?.stop())
afterEach(() => {
  vi.useRealTimers()
})

/** A fetch that fails its first `failures` calls, as a flaky network would. */
function flakyFetch(failures: number) {
  let calls = 0
  const flaky: typeof fetch = (input, init) => (++calls <= failures ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init))
  return { fetch: flaky, count: () => calls }
}

describe('the blog cache', () => {
  it('serves a second read of the same query from the cache', async () => {
    const counter = countingFetch()
    const reader = stackReader(t, posts.prefix, { fetch: counter.fetch })
    const first = await reader.page(1)
    expect(counter.count()).toBe(1)
    expect(await reader.page(1)).toEqual(first)
    await reader.post(first.posts[0]?.slug ?? '')
    await reader.post(first.posts[0]?.slug ?? '')
    expect(counter.count()).toBe(2)
  })

  it('shares one database read between concurrent misses', async () => {
    const counter = countingFetch()
    const reader = stackReader(t, posts.prefix, { fetch: counter.fetch })
    const pages = await Promise.all(Array.from({ length: 10 }, () => reader.page(2)))
    expect(counter.count()).toBe(1)
    expect(pages[9]?.posts.map((post) => post.slug)).toEqual(posts.published.slice(9))
  })

  it('reads again once the time to live has passed, and not before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const counter = countingFetch()
    const reader = stackReader(t, posts.prefix, { fetch: counter.fetch, ttlMs: 60_000 })
    await reader.index()
    vi.setSystemTime(Date.now() + 59_999)
    await reader.index()
    expect(counter.count()).toBe(1)
    vi.setSystemTime(Date.now() + 2)
    await reader.index()
    expect(counter.count()).toBe(2)
  })

  it('reads every time with the cache turned off (ttl 0)', async () => {
    const counter = countingFetch()
    const reader = stackReader(t, posts.prefix, { fetch: counter.fetch, ttlMs: 0 })
    await reader.page(1)
    await reader.page(1)
    expect(counter.count()).toBe(2)
  })

  it('clearBlogCache() makes the server read the database again', async () => {
    const env = { SUPABASE_URL: t.stack.url, SUPABASE_ANON_KEY: t.stack.anonKey }
    const slug = await insertPost(t, unique('cortina-wave'), { title: 'Cortina wave: o que é' })
    expect((await blogReader(env).post(slug))?.title).toBe('Cortina wave: o que é')
    await t.sql("update public.posts set title = 'Cortina wave: o guia completo' where slug = $1", [slug])
    expect((await blogReader(env).post(slug))?.title).toBe('Cortina wave: o que é')
    clearBlogCache()
    expect((await blogReader(env).post(slug))?.title).toBe('Cortina wave: o guia completo')
  })

  it('honours BLOG_CACHE_TTL_MS=0 in the server\'s settings', async () => {
    const env = { SUPABASE_URL: t.stack.url, SUPABASE_ANON_KEY: t.stack.anonKey, BLOG_CACHE_TTL_MS: '0' }
    const slug = await insertPost(t, unique('home-office'), { subtitle: 'Luz na medida' })
    expect((await blogReader(env).post(slug))?.subtitle).toBe('Luz na medida')
    await t.sql("update public.posts set subtitle = 'Sem reflexo na tela' where slug = $1", [slug])
    expect((await blogReader(env).post(slug))?.subtitle).toBe('Sem reflexo na tela')
  })
})

describe('retries', () => {
  it('retries a failed read twice and succeeds on the third attempt', async () => {
    const flaky = flakyFetch(2)
    const { total } = await stackReader(t, posts.prefix, { fetch: flaky.fetch }).page(1)
    expect(total).toBe(12)
    expect(flaky.count()).toBe(3)
  })

  it('gives up after 2 retries, and does not keep the failure', async () => {
    const flaky = flakyFetch(3)
    const reader = stackReader(t, posts.prefix, { fetch: flaky.fetch })
    await expect(reader.page(1)).rejects.toThrow(/fetch failed/)
    expect(flaky.count()).toBe(3)
    expect((await reader.page(1)).total).toBe(12)
    expect(flaky.count()).toBe(4)
  })

  it('makes exactly its own 3 attempts against a closed port (supabase-js\'s own slow retries are off)', async () => {
    // supabase-js would retry each attempt 3 times itself, through the same fetch, waiting 1, 2 and 4 s.
    const counter = countingFetch()
    await expect((await deadReader({ fetch: counter.fetch })).page(1)).rejects.toThrow(/fetch failed/)
    expect(counter.count()).toBe(3)
  })

  it('fails without a Supabase URL in the environment, so the page can show its error state', async () => {
    await expect(blogReader({}).page(1)).rejects.toThrow(/blog settings/)
  })
})
