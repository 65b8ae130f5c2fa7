import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { gunzipSync } from 'node:zlib'
import { zonedTime } from '../../engine/text/timeZone.ts'
import type { AccessLogStore } from '../../server/accessLog/storage.ts'

/** A request to export: days (AAAA-MM-DD) in the business's time zone, both included, and one address or none. */
export type ExportRequest = { from: string; to: string; ip?: string; timeZone: string }

/** A pt-BR message for the operator: what is wrong with what was asked. */
export class ExportError extends Error {}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The moments a request covers: from `from` at 00:00 up to (not including) the day after `to`, in its time zone. */
export function exportWindow({ from, to, timeZone }: ExportRequest): { start: number; end: number } {
  const zone = zonedTime(timeZone)
  const startOf = (day: string, option: string) => {
    const moment = DAY.test(day) ? zone.fromInput(`${day}T00:00`) : null
    if (!moment) throw new ExportError(`${option} precisa ser uma data AAAA-MM-DD, como 2026-05-01 (recebido: "${day}")`)
    return Date.parse(moment)
  }
  const start = startOf(from, '--de')
  const last = startOf(to, '--ate')
  if (last < start) throw new ExportError(`--ate (${to}) vem antes de --de (${from}): troque as datas`)
  const next = new Date(last + 36 * 3600 * 1000).toISOString().slice(0, 10)
  return { start, end: Date.parse(zone.fromInput(`${next}T00:00`) ?? '') }
}

/**
 * Writes into `file` every stored line whose time falls in the request's window (and whose address is `ip`, when
 * given), in the order stored; how many lines and files it read. A file's UTC day folder holds the lines written
 * that day, so the folders from the window's first UTC day to the day after its last are read.
 */
export async function exportAccessLogs(store: AccessLogStore, request: ExportRequest, file: string) {
  const { start, end } = exportWindow(request)
  const firstDay = new Date(start).toISOString().slice(0, 10)
  const lastDay = new Date(end + 24 * 3600 * 1000).toISOString().slice(0, 10)
  const out = createWriteStream(file)
  let lines = 0
  let files = 0
  for (const day of await store.days()) {
    if (!DAY.test(day) || day < firstDay || day > lastDay) continue
    for (const name of await store.files(day)) {
      files++
      for (const line of gunzipSync(await store.get(name))
        .toString()
        .split('\n')) {
        if (!line) continue
        const entry = JSON.parse(line) as { time: string; ip: string }
        const moment = Date.parse(entry.time)
        if (moment < start || moment >= end || (request.ip && entry.ip !== request.ip)) continue
        if (!out.write(`${line}\n`)) await once(out, 'drain')
        lines++
      }
    }
  }
  out.end()
  await once(out, 'finish')
  return { lines, files }
}
