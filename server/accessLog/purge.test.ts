import { describe, expect, it } from 'vitest'
import { ACCESS_LOG_KEPT_MONTHS } from '../../engine/site/accessLogs'
import { accessLogPurger, firstKeptDay } from './purge'
import type { AccessLogStore } from './storage'

describe('the access log deletion', () => {
  it('keeps the days of the last six months, a shorter month ending on its last day', () => {
    expect(ACCESS_LOG_KEPT_MONTHS).toBe(6)
    expect(firstKeptDay(new Date('2026-11-29T06:00:00Z'))).toBe('2026-05-29')
    expect(firstKeptDay(new Date('2026-08-31T23:59:00Z'))).toBe('2026-02-28')
    expect(firstKeptDay(new Date('2026-03-15T00:00:00Z'))).toBe('2025-09-15')
  })

  it('removes every file of the day folders before the first kept day, and nothing else', async () => {
    const folders: Record<string, string[]> = {
      '2026-05-27': ['2026-05-27/a.jsonl.gz', '2026-05-27/b.jsonl.gz'],
      '2026-05-28': ['2026-05-28/c.jsonl.gz'],
      '2026-05-29': ['2026-05-29/d.jsonl.gz'],
      'outra-pasta': ['outra-pasta/e'],
    }
    const removed: string[] = []
    const store = {
      days: () => Promise.resolve(Object.keys(folders)),
      files: (day: string) => Promise.resolve(folders[day] ?? []),
      remove: (names: string[]) => Promise.resolve(void removed.push(...names)),
    } as unknown as AccessLogStore
    const count = await accessLogPurger(store, { now: () => new Date('2026-11-29T03:00:00Z') })()
    expect(removed).toEqual(['2026-05-27/a.jsonl.gz', '2026-05-27/b.jsonl.gz', '2026-05-28/c.jsonl.gz'])
    expect(count).toBe(3)
  })
})
