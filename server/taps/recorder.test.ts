import { describe, expect, it, vi } from 'vitest'
import type { TapRow } from './pending'
import { zonedTime } from '../../engine/text/timeZone'
import { createTapRecorder, type TapStore } from './recorder'

const now = () => new Date('2026-11-26T15:00:00Z')
const { day } = zonedTime('America/Sao_Paulo')

/** A store that keeps what it was given and fails while `down` is set. */
function fakeStore() {
  const added: TapRow[][] = []
  const state = { down: false }
  const store: TapStore = async (rows) => {
    if (state.down) throw new Error('connection refused')
    added.push([...rows])
  }
  return { store, added, state }
}

describe('createTapRecorder', () => {
  it("adds the day's totals per page and kind in one flush", async () => {
    const { store, added } = fakeStore()
    const recorder = createTapRecorder({ store, day, now, logError: vi.fn() })
    recorder.record('/cortinas-moema', 'whatsapp')
    recorder.record('/cortinas-moema', 'whatsapp')
    recorder.record('/contato', 'phone')
    await recorder.flush()
    expect(added).toEqual([
      [
        { day: '2026-11-26', path: '/cortinas-moema', kind: 'whatsapp', count: 2 },
        { day: '2026-11-26', path: '/contato', kind: 'phone', count: 1 },
      ],
    ])
    await recorder.flush()
    expect(added).toHaveLength(1)
  })

  it('keeps the totals while the database is away and adds them with the later ones, saying so once each way', async () => {
    const { store, added, state } = fakeStore()
    const logError = vi.fn()
    const recorder = createTapRecorder({ store, day, now, logError, flushMs: 60_000 })
    state.down = true
    recorder.record('/contato', 'phone')
    await recorder.flush()
    recorder.record('/contato', 'phone')
    await recorder.flush()
    expect(recorder.pending).toBe(1)
    expect(logError).toHaveBeenCalledOnce()
    state.down = false
    recorder.record('/', 'whatsapp')
    await recorder.flush()
    expect(added).toEqual([
      [
        { day: '2026-11-26', path: '/contato', kind: 'phone', count: 2 },
        { day: '2026-11-26', path: '/', kind: 'whatsapp', count: 1 },
      ],
    ])
    expect(logError).toHaveBeenCalledTimes(2)
  })

  it('adds counted taps on its own after flushMs', async () => {
    const { store, added } = fakeStore()
    const recorder = createTapRecorder({ store, day, now, flushMs: 20, logError: vi.fn() })
    recorder.record('/', 'phone')
    await expect.poll(() => added.length).toBe(1)
  })

  it('counts nothing without a store, and says why once', async () => {
    const logError = vi.fn()
    const recorder = createTapRecorder({ store: null, day, now, logError })
    recorder.record('/', 'phone')
    recorder.record('/contato', 'whatsapp')
    expect(recorder.pending).toBe(0)
    await recorder.flush()
    expect(logError).toHaveBeenCalledOnce()
    expect(logError.mock.calls[0]?.[0]).toContain('SUPABASE_SERVICE_ROLE_KEY')
  })
})
