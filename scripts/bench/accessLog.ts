import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import { ACCESS_LOG_KEPT_MONTHS } from '../../engine/site/accessLogs.ts'
import { storageAccessLogs } from '../../server/accessLog/storage.ts'
import { startLocalStack } from '../../stack/index.ts'
import { startProductionServer } from '../../tests/support/server.ts'
import { accessLogCost } from './accessLogCost.ts'
import { hourOfLog, VOLUME } from './accessLogVolume.ts'
import { load } from './load.ts'
import { printTable } from './report.ts'
import { settled } from './settled.ts'

/**
 * The access log's cost (docs/benchmarks.md#access-log): answers per second of one prerendered page from the
 * production build with the log (the service key set) and without (no key: nothing else differs for a page served
 * from memory), alternated twice in one run; the lines the logged servers stored at SIGTERM, counted back from the
 * bucket; the log's own microseconds per request in this process (accessLogCost.ts); and the bytes per 1,000 requests and per month at `VOLUME`, from one hour's file of the realistic mix.
 *
 *   npx vike build && node --import tsx scripts/bench/accessLog.ts   (BENCH_SECONDS, BENCH_CONNECTIONS override)
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const page = '/cortinas-moema'

process.chdir(fileURLToPath(new URL('../..', import.meta.url)))
if (!existsSync('dist/server/index.mjs')) {
  console.error('bench: dist/server/index.mjs is missing; run `npx vike build` first.')
  process.exit(1)
}

const inProcess = await accessLogCost()
const stack = await startLocalStack({ ephemeral: true, quiet: true })
const rows: Record<string, string | number>[] = []
let html = ''
try {
  const base = { SUPABASE_URL: stack.url, SUPABASE_ANON_KEY: stack.anonKey, CONTACT_TAPS_FLUSH_MS: '3600000' }
  for (let round = 1; round <= 2; round++) {
    for (const logged of [false, true]) {
      const server = await startProductionServer(logged ? { ...base, SUPABASE_SERVICE_ROLE_KEY: stack.serviceKey } : base)
      try {
        await settled(server.process.pid)
        html ||= await (await fetch(server.url + page)).text()
        const result = await load(server.url + page, { seconds, connections })
        rows.push({
          round,
          'access log': logged ? 'on' : 'off',
          'req/s': Math.round(result.rps),
          'p50 ms': result.p50,
          'p99 ms': result.p99,
          errors: result.errors,
        })
      } finally {
        const exited = new Promise((done) => server.process.once('exit', done))
        server.process.kill('SIGTERM')
        await exited
      }
    }
  }
  const store = storageAccessLogs({ url: stack.url, serviceKey: stack.serviceKey })
  let stored = 0
  for (const day of await store.days()) {
    for (const name of await store.files(day))
      stored +=
        gunzipSync(await store.get(name))
          .toString()
          .split('\n').length - 1
  }
  rows.push({ round: 'stored', 'access log': 'lines', 'req/s': stored, 'p50 ms': '', 'p99 ms': '', errors: '' })
} finally {
  await stack.stop()
}

// A page view's same-origin requests: the page and what its HTML names (images pick one candidate each).
const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/[^"#?]+)/g)].map((match) => match[1] ?? ''))].filter((path) =>
  /\.(css|js|mjs|png|jpe?g|webp|avif|svg|ico|woff2?|webmanifest)$/.test(path),
)
const hour = hourOfLog(['/', page, '/blog', '/contato', '/portfolio'], assets)
const perMonth = VOLUME.hoursPerMonth * VOLUME.machines
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
printTable(
  `Access log cost in process: one Hono app, 50,000 requests per cell, CPU time without and with the log; median cost ${inProcess.median.toFixed(1)} µs/request`,
  inProcess.rows,
)
printTable(`Access log cost: ${page}, ${connections} connections for ${seconds} s per row, loopback, production build`, rows)
printTable(
  `Access log bytes: ${VOLUME.visitsPerMonth} visits/month × ${VOLUME.pagesPerVisit} pages × ${assets.length + 1} requests per page view, robots +${VOLUME.botShare * 100} %, /healthz every ${VOLUME.healthEverySeconds} s on ${VOLUME.machines} machines`,
  [
    { what: 'requests per hour per machine', value: hour.lines },
    { what: 'per 1,000 requests, raw', value: kb((hour.raw / hour.lines) * 1000) },
    { what: 'per 1,000 requests, gzip', value: kb((hour.gzipped / hour.lines) * 1000) },
    { what: 'per month, requests', value: hour.lines * perMonth },
    { what: 'per month, raw', value: mb(hour.raw * perMonth) },
    { what: 'per month, gzip (stored)', value: mb(hour.gzipped * perMonth) },
    { what: `kept (${ACCESS_LOG_KEPT_MONTHS} months), gzip`, value: mb(hour.gzipped * perMonth * ACCESS_LOG_KEPT_MONTHS) },
  ],
)
