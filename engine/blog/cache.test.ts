import { describe, expect, it, vi } from 'vitest'
import { createReadCache, withRetries } from './cache'

describe('createReadCache', () => {
  it('keeps a result for its time to live', async () => {
    let now = 0
    const cache = createReadCache({ ttlMs: 1000, now: () => now })
    const load = vi.fn(async () => 'linho')
    await cache.read('a', load)
    now = 999
    await cache.read('a', load)
    expect(load).toHaveBeenCalledTimes(1)
    now = 1000
    await cache.read('a', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('forgets failures and everything on clear()', async () => {
    const cache = createReadCache({ ttlMs: 1000 })
    await expect(cache.read('a', () => Promise.reject(new Error('fora do ar')))).rejects.toThrow()
    expect(await cache.read('a', async () => 'voltou')).toBe('voltou')
    cache.clear()
    expect(await cache.read('a', async () => 'de novo')).toBe('de novo')
  })

  it('drops the oldest entry beyond its size', async () => {
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 2 })
    const load = vi.fn(async () => 1)
    await cache.read('a', load)
    await cache.read('b', load)
    await cache.read('c', load)
    await cache.read('a', load)
    expect(load).toHaveBeenCalledTimes(4)
  })
})

describe('withRetries', () => {
  it('tries once plus the retries, then throws the last error', async () => {
    const attempt = vi.fn(async () => {
      throw new Error('falhou')
    })
    await expect(withRetries(attempt, 2, 1)).rejects.toThrow('falhou')
    expect(attempt).toHaveBeenCalledTimes(3)
  })
})
