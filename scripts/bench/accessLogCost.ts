import { Hono } from 'hono'
import { BlockList } from 'node:net'
import { accessLog } from '../../server/accessLog/line.ts'
import { createAccessLogRecorder } from '../../server/accessLog/recorder.ts'
import type { AccessLogStore } from '../../server/accessLog/storage.ts'

/**
 * The log's own cost per request, in this process and so apart from the load's noise: CPU microseconds (this
 * process's, so another program's load on the machine counts less than in wall-clock time) of one Hono app's fetch answering a fixed page, with the access log middleware and the recorder in front and without,
 * alternated `rounds` times over `requests` requests each. The recorder's store never runs (no flush).
 */
export async function accessLogCost({ requests = 50_000, rounds = 5 } = {}) {
  const app = (logged: boolean) => {
    const recorder = createAccessLogRecorder({ store: {} as AccessLogStore, machine: 'bench', maxWaitingBytes: Infinity })
    const hono = new Hono()
    if (logged) hono.use(accessLog({ write: recorder.write, addressSource: { trustedProxies: new BlockList(), onFly: false } }))
    hono.get('*', (c) => c.html('<!doctype html><title>Página</title>'))
    return hono
  }
  const headers = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1' }
  const time = async (hono: Hono) => {
    const started = process.cpuUsage()
    for (let i = 0; i < requests; i++) {
      const request = Object.assign(new Request('http://localhost/cortinas-moema', { headers }), { ip: '203.0.113.9' })
      await (await hono.fetch(request)).text()
    }
    const used = process.cpuUsage(started)
    return (used.user + used.system) / requests
  }
  const rows: { round: number; 'off µs/req': string; 'on µs/req': string; 'cost µs/req': string }[] = []
  for (let round = 1; round <= rounds; round++) {
    const off = await time(app(false))
    const on = await time(app(true))
    rows.push({ round, 'off µs/req': off.toFixed(2), 'on µs/req': on.toFixed(2), 'cost µs/req': (on - off).toFixed(2) })
  }
  const costs = rows.map((row) => Number(row['cost µs/req'])).sort((a, b) => a - b)
  return { rows, median: costs[Math.floor(costs.length / 2)] ?? 0 }
}
