import { describe, expect, it } from 'vitest'
import { createJobQueue } from './queue'

/** A job that ends when the test says so. */
function heldJob() {
  let release = () => undefined as void
  const done = new Promise<void>((resolve) => (release = resolve))
  return { job: async () => done, release }
}

describe('createJobQueue', () => {
  it('runs `concurrency` jobs, lets `maxWaiting` wait, and refuses the next', async () => {
    const queue = createJobQueue<void>({ concurrency: 1, maxWaiting: 2 })
    const held = [heldJob(), heldJob(), heldJob()]
    const runs = held.map(({ job }, i) => queue.run(`k${i}`, job))
    expect(runs.every(Boolean)).toBe(true)
    expect(queue.stats()).toEqual({ running: 1, waiting: 2 })
    expect(queue.run('k3', async () => undefined)).toBeNull()
    for (const { release } of held) release()
    await queue.idle()
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 })
    expect(queue.run('k3', async () => undefined)).not.toBeNull()
  })

  it('joins a job already waiting or running instead of running it again', async () => {
    const queue = createJobQueue<string>({ concurrency: 1, maxWaiting: 0 })
    let runs = 0
    const { job, release } = heldJob()
    const first = queue.run('same', async () => (runs++, await job(), 'made'))
    const second = queue.run('same', async () => (runs++, 'again'))
    expect(second).toBe(first)
    release()
    expect(await second).toBe('made')
    expect(runs).toBe(1)
  })

  it('never runs more than `concurrency` at once, even when a finished job hands over its turn', async () => {
    const queue = createJobQueue<void>({ concurrency: 2, maxWaiting: 10 })
    let running = 0
    let most = 0
    const job = async () => {
      most = Math.max(most, ++running)
      await Promise.resolve()
      running--
    }
    const runs = Array.from({ length: 8 }, (_, i) => queue.run(`k${i}`, job) ?? Promise.reject(new Error('queue full')))
    await Promise.all(runs)
    expect(most).toBe(2)
  })

  it('frees the turn of a job that fails', async () => {
    const queue = createJobQueue<string>({ concurrency: 1, maxWaiting: 0 })
    await expect(queue.run('bad', async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
    expect(await queue.run('next', async () => 'ok')).toBe('ok')
  })
})
