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
  it('asks the database at most once per interval, one question at a time, and follows its stamp', async () => {
    let now = 0
    const db = database({ stamp: 'a1' })
    const freshness = createFreshness({ read: db.read, intervalMs: 3000, now: () => now })
    const first = await Promise.all(Array.from({ length: 10 }, () => freshness.current()))
    expect(db.read).toHaveBeenCalledTimes(1)
    expect(new Set(first.map((generation) => generation.id)).size).toBe(1)
    db.answer.state = { stamp: 'b2' }
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

  it('waits for the database only for its first answer, then checks beside the requests', async () => {
    let now = 0
    let answer = (_: BlogState) => undefined as void
    const read = vi.fn(() => new Promise<BlogState>((resolve) => (answer = resolve)))
    const freshness = createFreshness({ read, intervalMs: 3000, now: () => now })
    let first: string | undefined
    const waiting = freshness.current().then((generation) => (first = generation.id))
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1))
    expect(first).toBeUndefined()
    answer({ stamp: 'antes' })
    await waiting
    now = 3000
    expect((await freshness.current()).id).toBe(first)
    expect(read).toHaveBeenCalledTimes(2)
    answer({ stamp: 'agendado' })
    await vi.waitFor(async () => expect((await freshness.current()).id).not.toBe(first))
  })

  it('keeps its last generation, unverified, while the database cannot answer, and recovers with it', async () => {
    let now = 0
    const db = database({ stamp: 'c3' })
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
    const freshness = createFreshness({ read: database({ stamp: 'a1' }).read })
    const before = await freshness.current()
    freshness.bump()
    expect((await freshness.current()).id).not.toBe(before.id)
  })
})
