import { describe, expect, it } from 'vitest'
import { createSizedLru } from './lru'

const bytes = (length: number) => new Uint8Array(length)

describe('createSizedLru', () => {
  it('never keeps more than its budget, dropping the least recently used first', () => {
    const lru = createSizedLru<Uint8Array>(100, (value) => value.byteLength)
    lru.set('a', bytes(40))
    lru.set('b', bytes(40))
    lru.get('a')
    lru.set('c', bytes(40))
    expect(lru.size()).toBe(80)
    expect([lru.get('a'), lru.get('b'), lru.get('c')].map((value) => value?.byteLength)).toEqual([40, undefined, 40])
  })

  it('keeps nothing larger than the whole budget, and counts a replaced value once', () => {
    const lru = createSizedLru<Uint8Array>(100, (value) => value.byteLength)
    lru.set('a', bytes(60))
    lru.set('huge', bytes(101))
    lru.set('a', bytes(70))
    expect(lru.get('huge')).toBeUndefined()
    expect(lru.size()).toBe(70)
    lru.clear()
    expect([lru.size(), lru.get('a')]).toEqual([0, undefined])
  })
})
