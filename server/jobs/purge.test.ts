import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { scheduleJobPurge, type PurgeResult } from './purge'

describe('the purge schedule', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('runs after the first delay, then each interval after a run ends, until stopped', async () => {
    const purge = vi.fn(() => Promise.resolve({ jobs: 1, photos: 2 }))
    const outcomes: (PurgeResult | Error)[] = []
    const schedule = scheduleJobPurge(purge, { firstMs: 1000, everyMs: 60_000, report: (outcome) => outcomes.push(outcome) })
    await vi.advanceTimersByTimeAsync(999)
    expect(purge).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(outcomes).toEqual([{ jobs: 1, photos: 2 }])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(purge).toHaveBeenCalledTimes(2)
    schedule.stop()
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(purge).toHaveBeenCalledTimes(2)
  })

  it('reports a failure once per run and keeps the schedule', async () => {
    const purge = vi.fn().mockRejectedValueOnce(new Error('jobs: no answer')).mockResolvedValue({ jobs: 0, photos: 0 })
    const outcomes: (PurgeResult | Error)[] = []
    const schedule = scheduleJobPurge(purge, { firstMs: 0, everyMs: 5000, report: (outcome) => outcomes.push(outcome) })
    await vi.advanceTimersByTimeAsync(5000)
    expect(outcomes).toEqual([new Error('jobs: no answer'), { jobs: 0, photos: 0 }])
    schedule.stop()
  })

  it('logs a failure with its reason by default, without throwing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const schedule = scheduleJobPurge(() => Promise.reject(new Error('jobs: timeout')), { firstMs: 0 })
    await vi.advanceTimersByTimeAsync(0)
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]).toEqual(['[jobs purge] failed, tried again in 6 h:', 'jobs: timeout'])
    schedule.stop()
  })

  it('never keeps the process alive', () => {
    const timers = vi.spyOn(globalThis, 'setTimeout')
    const schedule = scheduleJobPurge(() => Promise.resolve({ jobs: 0, photos: 0 }))
    const [first] = timers.mock.results
    expect((first?.value as NodeJS.Timeout | undefined)?.hasRef()).toBe(false)
    schedule.stop()
  })
})
