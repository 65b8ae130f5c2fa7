import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startLocalStack } from '../../stack/index.ts'
import { startProductionServer } from '../../tests/support/server.ts'
import { type Load, load } from './load.ts'
import { startNginx } from './nginx.ts'
import { printTable } from './report.ts'
import { settled } from './settled.ts'

/**
 * Server throughput against nginx in the same run: nginx (Debian's nginx-light, gzip_static) serves the same
 * `dist/client`, and its answers per second for a prerendered page are the yardstick of every row. Ours serves
 * that page, /blog and a post from the production build on an ephemeral local stack. The load comes from
 * autocannon in this process (never the server's), on loopback; plus the stack's start-up time.
 *
 *   npx vike build && node --import tsx scripts/bench/throughput.ts   (BENCH_SECONDS, BENCH_CONNECTIONS override)
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const prerendered = '/cortinas-moema'
const ours = [prerendered, '/blog', '/blog/como-medir-janela-para-cortina']

process.chdir(fileURLToPath(new URL('../..', import.meta.url)))
if (!existsSync('dist/server/index.mjs')) {
  console.error('bench: dist/server/index.mjs is missing; run `npx vike build` first.')
  process.exit(1)
}

const row = (server: string, path: string, result: Load, yardstick: number) => ({
  server,
  page: path,
  'req/s': Math.round(result.rps),
  'vs nginx': `${(result.rps / yardstick).toFixed(2)}x`,
  'p50 ms': result.p50.toFixed(0),
  'p99 ms': result.p99.toFixed(0),
  errors: result.errors,
})

const startups: number[] = []
for (let run = 0; run < 2; run++) {
  const started = performance.now()
  const probe = await startLocalStack({ ephemeral: true, quiet: true })
  startups.push(performance.now() - started)
  await probe.stop()
}

const rows: ReturnType<typeof row>[] = []
const stack = await startLocalStack({ ephemeral: true, quiet: true })
const nginx = await startNginx('dist/client')
try {
  const server = await startProductionServer({ SUPABASE_URL: stack.url, SUPABASE_ANON_KEY: stack.anonKey })
  try {
    await settled(server.process.pid)
    const yardstick = await load(nginx.url + prerendered, { seconds, connections })
    rows.push(row('nginx', prerendered, yardstick, yardstick.rps))
    for (const path of ours) rows.push(row('ours', path, await load(server.url + path, { seconds, connections }), yardstick.rps))
  } finally {
    server.process.kill()
  }
} finally {
  await nginx.stop()
  await stack.stop()
}

printTable(
  `Throughput: ${connections} connections for ${seconds} s per row, loopback, production build; ratios against nginx's prerendered page`,
  rows,
)
printTable(
  'Local stack start-up (ephemeral: PostgreSQL, migrations, seed, PostgREST, gateway)',
  startups.map((ms, run) => ({ run: run + 1, ms: Math.round(ms) })),
)
