import { randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import { gunzipSync, gzip } from 'node:zlib'
import type { AccessLogStore } from './storage'

const compress = promisify(gzip)

/** How often finished hours are compressed and stored, and failed uploads tried again. */
export const ACCESS_LOG_CHECK_MS = 60_000

/** Raw lines and compressed files waiting, at most (some 50,000 lines): past it a line goes to stderr instead. */
export const MAX_WAITING_BYTES = 16 * 1024 * 1024

/** The hour a moment falls in, UTC: '2026-11-29T06'. */
const hourOf = (moment: Date) => moment.toISOString().slice(0, 13)

/** A file's name: its UTC day as the folder, then the hour, the machine and this process's run ('…_a1b2c3'). */
export function accessLogName(hour: string, machine: string, run: string, part = 1): string {
  const safeMachine = machine.replace(/[^A-Za-z0-9-]/g, '-') || 'server'
  return `${hour.slice(0, 10)}/${hour}Z_${safeMachine}_${run}${part > 1 ? `-${part}` : ''}.jsonl.gz`
}

export type AccessLogRecorderOptions = {
  store: AccessLogStore
  /** FLY_MACHINE_ID, or the host's name elsewhere. */
  machine: string
  /** Tells this process's files from an earlier run's on the same machine in the same hour. */
  run?: string
  now?: () => Date
  maxWaitingBytes?: number
  /** Where a line goes when memory is full, and the notice of a failed upload: the host's own log. */
  stderr?: (text: string) => void
}

/**
 * Keeps the access log's lines in memory by the hour they were written, and stores each finished hour as one
 * gzip-compressed file. A failed upload stays in memory and is tried again on the next flush; no request ever
 * waits on one. Past `maxWaitingBytes`, a line is written to stderr, where the host's log still has it.
 */
export function createAccessLogRecorder({
  store,
  machine,
  run = randomBytes(3).toString('hex'),
  now = () => new Date(),
  maxWaitingBytes = MAX_WAITING_BYTES,
  stderr = (text) => void process.stderr.write(text),
}: AccessLogRecorderOptions) {
  const hours = new Map<string, string[]>()
  const waiting = new Map<string, Uint8Array>()
  const parts = new Map<string, number>()
  let waitingBytes = 0
  let failing = false
  let flushing: Promise<void> = Promise.resolve()

  const write = (line: string): void => {
    if (waitingBytes + line.length > maxWaitingBytes) {
      stderr(`[access log] memory full, not stored: ${line}`)
      return
    }
    const hour = hourOf(now())
    const lines = hours.get(hour) ?? []
    if (!lines.length) hours.set(hour, lines)
    lines.push(line)
    waitingBytes += line.length
  }

  const flushOnce = async (all: boolean) => {
    const current = hourOf(now())
    for (const [hour, lines] of hours) {
      if (!all && hour >= current) continue
      hours.delete(hour)
      const raw = lines.join('')
      const part = (parts.get(hour) ?? 0) + 1
      parts.set(hour, part)
      const gzipped = new Uint8Array(await compress(raw))
      waiting.set(accessLogName(hour, machine, run, part), gzipped)
      waitingBytes += gzipped.length - raw.length
    }
    for (const [name, gzipped] of waiting) {
      try {
        await store.put(name, gzipped)
        waiting.delete(name)
        waitingBytes -= gzipped.length
        failing = false
      } catch (error) {
        if (!failing) stderr(`[access log] ${name} not stored yet, tried again in a minute: ${(error as Error).message}\n`)
        failing = true
      }
    }
  }

  /** Stores the finished hours (every hour with `all`, at shutdown) and retries what failed; never rejects, never overlaps. */
  const flush = ({ all = false } = {}): Promise<void> =>
    (flushing = flushing.then(() => flushOnce(all)).catch((error: unknown) => stderr(`[access log] flush failed: ${String(error)}\n`)))

  return {
    write,
    flush,
    /** Lines and files still in memory, in bytes. */
    waitingBytes: () => waitingBytes,
    /**
     * At shutdown: stores every hour, waiting `timeoutMs` at most; the lines still in memory then go to stderr, where
     * the host's own log keeps them (the process is about to end).
     */
    async close(timeoutMs: number) {
      let timer: ReturnType<typeof setTimeout> | undefined
      await Promise.race([flush({ all: true }), new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))])
      clearTimeout(timer)
      const unstored = [
        ...[...waiting.values()].map((gzipped) => gunzipSync(gzipped).toString()),
        ...[...hours.values()].map((lines) => lines.join('')),
      ]
      for (const line of unstored.join('').split('\n').filter(Boolean)) stderr(`[access log] not stored at shutdown: ${line}\n`)
    },
    /** Flushes every `everyMs` on an unref'd timer; `stop` ends it. */
    start(everyMs = ACCESS_LOG_CHECK_MS) {
      const timer = setInterval(() => void flush(), everyMs).unref()
      return { stop: () => clearInterval(timer) }
    },
  }
}

export type AccessLogRecorder = ReturnType<typeof createAccessLogRecorder>
