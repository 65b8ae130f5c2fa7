import { describe, expect, it } from 'vitest'
import { CircuitOpenError, createCircuitBreaker } from './breaker'

const fail = () => Promise.reject(new Error('fora do ar'))
const timeout = () => Promise.reject(Object.assign(new Error('sem resposta'), { name: 'TimeoutError' }))

describe('createCircuitBreaker', () => {
  it('opens after the threshold of consecutive failures, then refuses calls without making them', async () => {
    const breaker = createCircuitBreaker({ threshold: 3, coolDownMs: 1000, now: () => 0 })
    for (let i = 0; i < 3; i++) await expect(breaker.run(fail)).rejects.toThrow('fora do ar')
    expect(breaker.state()).toBe('open')
    let called = false
    await expect(breaker.run(async () => (called = true))).rejects.toBeInstanceOf(CircuitOpenError)
    expect(called).toBe(false)
  })

  it('forgets failures after a success', async () => {
    const breaker = createCircuitBreaker({ threshold: 2 })
    await expect(breaker.run(fail)).rejects.toThrow()
    await breaker.run(async () => 'ok')
    await expect(breaker.run(fail)).rejects.toThrow()
    expect(breaker.state()).toBe('closed')
  })

  it('counts answers that say the upstream failed, and opens at once on an error that trips it', async () => {
    const counted = createCircuitBreaker({ threshold: 1 })
    expect(
      await counted.run(
        async () => 503,
        (status) => status >= 500,
      ),
    ).toBe(503)
    expect(counted.state()).toBe('open')
    const tripped = createCircuitBreaker({ threshold: 5, trips: (error) => error instanceof Error && error.name === 'TimeoutError' })
    await expect(tripped.run(timeout)).rejects.toThrow('sem resposta')
    expect(tripped.state()).toBe('open')
  })

  it('after the cool-down lets one trial through, which closes it again or reopens it', async () => {
    let now = 0
    const breaker = createCircuitBreaker({ threshold: 1, coolDownMs: 1000, now: () => now })
    await expect(breaker.run(fail)).rejects.toThrow()
    now = 1000
    expect(breaker.state()).toBe('half-open')
    let release = () => undefined as void
    const trial = breaker.run(() => new Promise<string>((resolve) => (release = () => resolve('voltou'))))
    // While the trial runs, everyone else still fails fast.
    await expect(breaker.run(async () => 'outro')).rejects.toBeInstanceOf(CircuitOpenError)
    release()
    expect(await trial).toBe('voltou')
    expect(breaker.state()).toBe('closed')
    await expect(breaker.run(fail)).rejects.toThrow()
    now = 2000
    await expect(breaker.run(fail)).rejects.toThrow('fora do ar')
    expect(breaker.state()).toBe('open')
  })
})
