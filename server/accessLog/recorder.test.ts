import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { accessLogName, createAccessLogRecorder } from './recorder'
import type { AccessLogStore } from './storage'

/** A store in memory whose uploads fail while `down` is set. */
function memoryStore() {
  const files = new Map<string, string>()
  const state = { down: false, calls: 0 }
  const store: Pick<AccessLogStore, 'put'> = {
    put: (name, gzipped) => {
      state.calls++
      if (state.down) return Promise.reject(new Error('503'))
      files.set(name, gunzipSync(gzipped).toString())
      return Promise.resolve()
    },
  }
  return { files, state, store: store as AccessLogStore }
}

const clock = (start: string) => {
  let moment = new Date(start)
  return { now: () => moment, set: (at: string) => (moment = new Date(at)) }
}

describe('the access log recorder', () => {
  it('names a file by its UTC day and hour, the machine and the run, with a safe machine name', () => {
    expect(accessLogName('2026-11-29T06', '148e21a1c52d89', 'a1b2c3')).toBe('2026-11-29/2026-11-29T06Z_148e21a1c52d89_a1b2c3.jsonl.gz')
    expect(accessLogName('2026-11-29T06', 'web/1 x', 'a1b2c3', 2)).toBe('2026-11-29/2026-11-29T06Z_web-1-x_a1b2c3-2.jsonl.gz')
  })

  it('stores each finished hour as one gzip file, and keeps the current hour until it ends', async () => {
    const { files, store } = memoryStore()
    const time = clock('2026-11-29T06:59:58Z')
    const log = createAccessLogRecorder({ store, machine: 'm1', run: 'r1', now: time.now })
    log.write('a\n')
    log.write('b\n')
    time.set('2026-11-29T07:00:01Z')
    log.write('c\n')
    await log.flush()
    expect([...files]).toEqual([['2026-11-29/2026-11-29T06Z_m1_r1.jsonl.gz', 'a\nb\n']])
    expect(log.waitingBytes()).toBe(2)
    await log.flush({ all: true })
    expect(files.get('2026-11-29/2026-11-29T07Z_m1_r1.jsonl.gz')).toBe('c\n')
    expect(log.waitingBytes()).toBe(0)
  })

  it('keeps a failed upload in memory, says so once on stderr, and stores it on a later flush', async () => {
    const { files, state, store } = memoryStore()
    const time = clock('2026-11-29T06:10:00Z')
    const stderr: string[] = []
    const log = createAccessLogRecorder({ store, machine: 'm1', run: 'r1', now: time.now, stderr: (text) => stderr.push(text) })
    log.write('a\n')
    time.set('2026-11-29T07:00:00Z')
    state.down = true
    await log.flush()
    await log.flush()
    expect(files.size).toBe(0)
    expect(stderr).toEqual([expect.stringMatching(/^\[access log\] 2026-11-29\/2026-11-29T06Z_m1_r1\.jsonl\.gz not stored yet.*503/)])
    state.down = false
    await log.flush()
    expect(files.get('2026-11-29/2026-11-29T06Z_m1_r1.jsonl.gz')).toBe('a\n')
    expect(log.waitingBytes()).toBe(0)
  })

  it('past its memory bound writes the line to stderr instead, and takes lines again once the backlog is stored', async () => {
    const { files, state, store } = memoryStore()
    const time = clock('2026-11-29T06:10:00Z')
    const stderr: string[] = []
    const log = createAccessLogRecorder({
      store,
      machine: 'm',
      run: 'r',
      now: time.now,
      maxWaitingBytes: 10,
      stderr: (text) => stderr.push(text),
    })
    state.down = true
    log.write('12345678\n')
    log.write('overflow\n')
    expect(stderr).toEqual(['[access log] memory full, not stored: overflow\n'])
    state.down = false
    await log.flush({ all: true })
    log.write('after\n')
    await log.flush({ all: true })
    expect([...files.values()]).toEqual(['12345678\n', 'after\n'])
    expect([...files.keys()][1]).toBe('2026-11-29/2026-11-29T06Z_m_r-2.jsonl.gz')
  })

  it('at shutdown stores the hour under way, and writes to stderr the lines the timeout cut off', async () => {
    const { files, store } = memoryStore()
    const log = createAccessLogRecorder({ store, machine: 'm', run: 'r', now: () => new Date('2026-11-29T06:10:00Z') })
    log.write('a\n')
    await log.close(1000)
    expect([...files.values()]).toEqual(['a\n'])

    const stderr: string[] = []
    const stuck = createAccessLogRecorder({
      store: { put: () => new Promise(() => undefined) } as unknown as AccessLogStore,
      machine: 'm',
      run: 'r',
      now: () => new Date('2026-11-29T06:10:00Z'),
      stderr: (text) => stderr.push(text),
    })
    stuck.write('b\n')
    stuck.write('c\n')
    await stuck.close(10)
    expect(stderr).toEqual(['[access log] not stored at shutdown: b\n', '[access log] not stored at shutdown: c\n'])
  })
})
