import { describe, expect, it, vi } from 'vitest'
import { createPendingTaps } from './pending'

describe('createPendingTaps', () => {
  it('keeps one total per day, page and kind', () => {
    const pending = createPendingTaps()
    pending.count('2026-11-26', '/cortinas-moema', 'whatsapp')
    pending.count('2026-11-26', '/cortinas-moema', 'whatsapp')
    pending.count('2026-11-26', '/cortinas-moema', 'phone')
    pending.count('2026-11-27', '/cortinas-moema', 'whatsapp')
    expect(pending.take()).toEqual([
      { day: '2026-11-26', path: '/cortinas-moema', kind: 'whatsapp', count: 2 },
      { day: '2026-11-26', path: '/cortinas-moema', kind: 'phone', count: 1 },
      { day: '2026-11-27', path: '/cortinas-moema', kind: 'whatsapp', count: 1 },
    ])
    expect(pending.take()).toEqual([])
  })

  it("adds a failed flush's totals back to what was counted meanwhile", () => {
    const pending = createPendingTaps()
    pending.count('2026-11-26', '/', 'phone')
    const taken = pending.take()
    pending.count('2026-11-26', '/', 'phone')
    pending.putBack(taken)
    expect(pending.take()).toEqual([{ day: '2026-11-26', path: '/', kind: 'phone', count: 2 }])
  })

  it('holds a bounded number of totals, still adding to those it holds, and says so once', () => {
    const logError = vi.fn()
    const pending = createPendingTaps({ maxRows: 2, logError })
    pending.count('2026-11-26', '/a', 'phone')
    pending.count('2026-11-26', '/b', 'phone')
    pending.count('2026-11-26', '/c', 'phone')
    pending.count('2026-11-26', '/d', 'phone')
    pending.count('2026-11-26', '/a', 'phone')
    expect(pending.size).toBe(2)
    expect(logError).toHaveBeenCalledOnce()
    expect(pending.take().map((row) => [row.path, row.count])).toEqual([
      ['/a', 2],
      ['/b', 1],
    ])
  })
})
