import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ExportError, exportAccessLogs, exportWindow } from '../../../scripts/access-logs/export.ts'
import { accessLine, type AccessEntry } from '../../../server/accessLog/line.ts'
import { createAccessLogRecorder } from '../../../server/accessLog/recorder.ts'
import { storageAccessLogs } from '../../../server/accessLog/storage.ts'
import { connectTestStack, type TestStack } from '../testStack.ts'

// The court-order export on the local stack: lines the server's recorder stored in the private bucket, read back
// for a period of days in São Paulo time, and for one address. Its day folders are in 1999, which nothing else writes.
let t: TestStack
let folder = ''
const timeZone = 'America/Sao_Paulo'

const entry = (time: string, ip: string): AccessEntry => ({ time, ip, port: null, method: 'GET', path: '/', status: 200, agent: 'teste' })

beforeAll(async () => {
  t = await connectTestStack()
  folder = await mkdtemp(join(tmpdir(), 'registros-'))
})

afterAll(async () => {
  const store = storageAccessLogs({ url: t.stack.url, serviceKey: t.stack.serviceKey })
  for (const day of await store.days()) if (day.startsWith('1999-')) await store.remove(await store.files(day))
  await rm(folder, { recursive: true, force: true })
  await t?.stop()
})

describe('the access log export', () => {
  it("reads a period's days in the business's time zone, both included", () => {
    expect(exportWindow({ from: '2026-05-01', to: '2026-05-31', timeZone })).toEqual({
      start: Date.parse('2026-05-01T03:00:00Z'),
      end: Date.parse('2026-06-01T03:00:00Z'),
    })
    expect(() => exportWindow({ from: '2026-05-31', to: '2026-05-01', timeZone })).toThrow(ExportError)
    expect(() => exportWindow({ from: '01/05/2026', to: '2026-05-01', timeZone })).toThrow(/--de precisa ser uma data AAAA-MM-DD/)
  })

  it('writes into one file the lines of the period, of one address when asked, read from the files the server stored', async () => {
    const store = storageAccessLogs({ url: t.stack.url, serviceKey: t.stack.serviceKey })
    let moment = new Date('1999-03-01T02:30:00Z')
    const recorder = createAccessLogRecorder({ store, machine: 'teste', run: 'r1', now: () => moment })
    const lines = [
      entry('1999-03-01T02:30:00.000+00:00', '203.0.113.1'), // 28/02 23:30 in São Paulo: before the period
      entry('1999-03-01T03:00:00.000+00:00', '203.0.113.1'),
      entry('1999-03-01T03:00:01.000+00:00', '203.0.113.2'),
      entry('1999-03-02T02:59:59.000+00:00', '203.0.113.1'), // 01/03 23:59:59: the period's last second
      entry('1999-03-02T03:00:00.000+00:00', '203.0.113.1'),
    ]
    for (const line of lines) {
      moment = new Date(Date.parse(line.time) + 500)
      recorder.write(accessLine(line))
    }
    await store.put('1999-03-05/fora-do-periodo.jsonl.gz', gzipSync(accessLine(entry('1999-03-05T12:00:00.000+00:00', '203.0.113.1'))))
    await recorder.close(5000)

    const all = join(folder, 'todos.jsonl')
    expect(await exportAccessLogs(store, { from: '1999-03-01', to: '1999-03-01', timeZone }, all)).toEqual({ lines: 3, files: 4 })
    expect(await readFile(all, 'utf8')).toBe([lines[1], lines[2], lines[3]].map((line) => accessLine(line!)).join(''))

    const one = join(folder, 'um.jsonl')
    const request = { from: '1999-02-28', to: '1999-03-05', ip: '203.0.113.2', timeZone }
    expect(await exportAccessLogs(store, request, one)).toEqual({ lines: 1, files: 5 })
    expect(await readFile(one, 'utf8')).toBe(accessLine(lines[2]!))
  })
})
