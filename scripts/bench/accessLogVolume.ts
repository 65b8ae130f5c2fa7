import { gzipSync } from 'node:zlib'
import { accessLine } from '../../server/accessLog/line.ts'

/** The assumptions of the monthly volume, stated in docs/benchmarks.md beside the figures. */
export const VOLUME = {
  visitsPerMonth: 10_000,
  pagesPerVisit: 2,
  /** Robots' requests (Google, link previews, scanners) for each visitor's request. */
  botShare: 0.5,
  /** Fly.io's probe of fly.toml ([[http_service.checks]]: every 10 s) on each of the 2 machines it keeps running. */
  machines: 2,
  healthEverySeconds: 10,
  hoursPerMonth: 30 * 24,
}

const AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
]
const BOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'WhatsApp/2.23.20.0',
  'Mozilla/5.0 (compatible; bingbot/2.0)',
]

/** A pseudo-random sequence, the same on every run. */
function sequence(seed: number) {
  let state = seed
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state % below
  }
}

/**
 * One hour of one machine's access log at `VOLUME`: each visit asks `requestsPerPage` paths (a page and its
 * assets) per page, robots ask pages, and the host's probe asks /healthz. Visitors' addresses are random, IPv4
 * and IPv6; no port (Fly's proxy passes none). Returns the raw and gzip-compressed sizes, and the line count.
 */
export function hourOfLog(pages: string[], assets: string[], seed = 1) {
  const pick = sequence(seed)
  const perMachineHour = VOLUME.hoursPerMonth * VOLUME.machines
  const visits = Math.round(VOLUME.visitsPerMonth / perMachineHour)
  const lines: string[] = []
  const at = (second: number) => new Date(Date.UTC(2026, 10, 29, 6, 0, second % 3600, pick(1000))).toISOString().replace('Z', '+00:00')
  const entry = (second: number, ip: string, path: string, agent: string) =>
    accessLine({ time: at(second), ip, port: null, method: 'GET', path, status: pick(20) ? 200 : 304, agent })
  for (let visit = 0; visit < visits; visit++) {
    const ip =
      pick(10) < 7
        ? `${pick(200) + 1}.${pick(256)}.${pick(256)}.${pick(256)}`
        : `2804:${pick(65536).toString(16)}:${pick(65536).toString(16)}::${pick(65536).toString(16)}`
    const agent = AGENTS[pick(AGENTS.length)] ?? ''
    for (let page = 0; page < VOLUME.pagesPerVisit; page++) {
      const second = pick(3600)
      for (const path of [pages[pick(pages.length)] ?? '/', ...assets]) lines.push(entry(second, ip, path, agent))
    }
  }
  const botRequests = Math.round(lines.length * VOLUME.botShare)
  for (let bot = 0; bot < botRequests; bot++)
    lines.push(entry(pick(3600), `66.249.${pick(256)}.${pick(256)}`, pages[pick(pages.length)] ?? '/', BOTS[pick(BOTS.length)] ?? ''))
  for (let second = 0; second < 3600; second += VOLUME.healthEverySeconds)
    lines.push(entry(second, '172.19.0.2', '/healthz', 'Consul Health Check'))
  lines.sort()
  const raw = lines.join('')
  return { lines: lines.length, raw: Buffer.byteLength(raw), gzipped: gzipSync(raw).length }
}
