import { describe, expect, it, vi } from 'vitest'
import { createFreshness, type BlogState } from './freshness'

/** A database whose answers the test sets, counting the questions. */
function database(state: BlogState) {
  const answer = { state, down: false }
  const read = vi.fn(async () => {
    if (answer.down) throw new Error('fora do ar')
    return { ...answer.state }
  })
  return { answer, read }
}

describe('createFreshness', () => {
  it('asks the database at most once per interval, one question at a time, and follows its version', async () => {
    let now = 0
    const db = database({ version: 1, nextPublishAt: null })
    const freshness = createFreshness({ read: db.read, intervalMs: 3000, now: () => now })
    const first = await Promise.all(Array.from({ length: 10 }, () => freshness.current()))
    expect(db.read).toHaveBeenCalledTimes(1)
    expect(new Set(first.map((generation) => generation.id)).size).toBe(1)
    db.answer.state = { version: 2, nextPublishAt: null }
    now = 2999
    expect((await freshness.current()).id).toBe(first[0]?.id)
    expect(db.read).toHaveBeenCalledTimes(1)
    now = 3000
    // The check runs beside this request; the next one sees its outcome.
    await freshness.current()
    expect(db.read).toHaveBeenCalledTimes(2)
    await vi.waitFor(async () => expect((await freshness.current()).id).not.toBe(first[0]?.id))
    expect(db.read).toHaveBeenCalledTimes(2)
  })

  it('turns over at the next scheduled moment, with no write, waiting for the database then', async () => {
    let now = 0
    const db = database({ version: 7, nextPublishAt: 60_000 })
    const freshness = createFreshness({ read: db.read, intervalMs: 3000, now: () => now })
    const before = await freshness.current()
    now = 59_999
    await freshness.current()
    await vi.waitFor(() => expect(db.read).toHaveBeenCalledTimes(2))
    db.answer.state = { version: 7, nextPublishAt: null }
    now = 60_000
    expect((await freshness.current()).id).not.toBe(before.id)
  })

  it('keeps its last generation, unverified, while the database cannot answer, and recovers with it', async () => {
    let now = 0
    const db = database({ version: 3, nextPublishAt: null })
    const logError = vi.fn()
    const freshness = createFreshness({ read: db.read, intervalMs: 3000, now: () => now, logError })
    const good = await freshness.current()
    expect(good.verified).toBe(true)
    db.answer.down = true
    now = 3000
    await freshness.current()
    await vi.waitFor(async () => expect(await freshness.current()).toEqual({ id: good.id, verified: false }))
    expect(logError).toHaveBeenCalledWith('[blog] the blog state could not be read: fora do ar')
    db.answer.down = false
    now = 6000
    await freshness.current()
    await vi.waitFor(async () => expect(await freshness.current()).toEqual({ id: good.id, verified: true }))
  })

  it('makes every page out of date at once when this server saved a change', async () => {
    const freshness = createFreshness({ read: database({ version: 1, nextPublishAt: null }).read })
    const before = await freshness.current()
    freshness.bump()
    expect((await freshness.current()).id).not.toBe(before.id)
  })
})
