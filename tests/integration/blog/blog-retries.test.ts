import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCircuitBreaker } from '../../../blog/data/breaker.ts'
import { countingFetch, deadReader, insertPosts, stackReader, type OwnPosts } from '../blogFixture.ts'
import { connectTestStack, type TestStack } from '../testStack.ts'

let t: TestStack
let posts: OwnPosts

beforeAll(async () => {
  t = await connectTestStack()
  posts = await insertPosts(t, { published: 12 })
})

afterAll(() => t?.stop())

/** A fetch that fails its first `failures` calls, as a flaky network would. */
function flakyFetch(failures: number) {
  let calls = 0
  const flaky: typeof fetch = (input, init) => (++calls <= failures ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init))
  return { fetch: flaky, count: () => calls }
}

describe('retries', () => {
  it('retries a failed read twice and succeeds on the third attempt', async () => {
    const flaky = flakyFetch(2)
    const { total } = await stackReader(t, posts.prefix, { fetch: flaky.fetch }).page(1)
    expect(total).toBe(12)
    expect(flaky.count()).toBe(3)
  })

  it('gives up after 2 retries; the next read asks again', async () => {
    const flaky = flakyFetch(3)
    const reader = stackReader(t, posts.prefix, { fetch: flaky.fetch })
    await expect(reader.page(1)).rejects.toThrow(/fetch failed/)
    expect(flaky.count()).toBe(3)
    expect((await reader.page(1)).total).toBe(12)
    expect(flaky.count()).toBe(4)
  })

  it("makes exactly its own 3 attempts against a closed port (supabase-js's own slow retries are off)", async () => {
    // supabase-js would retry each attempt 3 times itself, through the same fetch, waiting 1, 2 and 4 s.
    const counter = countingFetch()
    await expect((await deadReader({ fetch: counter.fetch })).page(1)).rejects.toThrow(/fetch failed/)
    expect(counter.count()).toBe(3)
  })
})

describe('the circuit breaker', () => {
  it('stops asking a dead database once open: reads fail at once, without a request', async () => {
    const counter = countingFetch()
    const reader = await deadReader({ fetch: counter.fetch, breaker: createCircuitBreaker({ threshold: 3, coolDownMs: 60_000 }) })
    await expect(reader.page(1)).rejects.toThrow(/fetch failed/)
    expect(counter.count()).toBe(3)
    await expect(reader.post('qualquer')).rejects.toThrow(/circuit open/)
    await expect(reader.index()).rejects.toThrow(/circuit open/)
    expect(counter.count()).toBe(3)
  })

  it('closes again with the first answer after its cool-down', async () => {
    let now = 0
    const flaky = flakyFetch(1)
    const reader = stackReader(t, posts.prefix, {
      fetch: flaky.fetch,
      retries: 0,
      breaker: createCircuitBreaker({ threshold: 1, coolDownMs: 1000, now: () => now }),
    })
    await expect(reader.page(1)).rejects.toThrow(/fetch failed/)
    await expect(reader.page(1)).rejects.toThrow(/circuit open/)
    now = 1000
    expect((await reader.page(1)).total).toBe(12)
    expect(flaky.count()).toBe(2)
  })
})
