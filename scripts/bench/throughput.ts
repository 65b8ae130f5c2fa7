import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startLocalStack } from '../../stack/localStack.ts'
import { startProductionServer } from '../../tests/browser/server.ts'
import { printTable } from './report.ts'

/**
 * Server throughput of the blog: requests/s and p50/p99 latency of /blog and one post, with the blog
 * cache warm and with it off (BLOG_CACHE_TTL_MS=0, every request reads the database), against an
 * ephemeral local stack on loopback; plus that stack's start-up time. Each case runs a few seconds.
 *
 *   npx vike build && npx tsx scripts/bench/throughput.ts   (BENCH_SECONDS, BENCH_CONCURRENCY override)
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16)
const WARMUP_REQUESTS = 50
const paths = ['/blog', '/blog/como-medir-janela-para-cortina']

/** What one case measured. */
type Result = { requests: number; errors: number; seconds: number; latencies: number[] }

/** Keeps CONCURRENCY requests in flight on one URL for SECONDS, timing each. */
async function hammer(url: string): Promise<Result> {
  const latencies: number[] = []
  let errors = 0
  const started = performance.now()
  const deadline = started + SECONDS * 1000
  const worker = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now()
      const response = await fetch(url, { redirect: 'manual' }).catch(() => null)
      await response?.arrayBuffer()
      if (response?.status === 200) latencies.push(performance.now() - sent)
      else errors++
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return { requests: latencies.length, errors, seconds: (performance.now() - started) / 1000, latencies: latencies.sort((a, b) => a - b) }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

process.chdir(fileURLToPath(new URL('../..', import.meta.url)))
if (!existsSync('dist/server/index.mjs')) {
  console.error('bench: dist/server/index.mjs is missing; run `npx vike build` first.')
  process.exit(1)
}

const startups: number[] = []
for (let run = 0; run < 2; run++) {
  const started = performance.now()
  const probe = await startLocalStack({ ephemeral: true, quiet: true })
  startups.push(performance.now() - started)
  await probe.stop()
}
const stack = await startLocalStack({ ephemeral: true, quiet: true })
const rows: Record<string, string | number>[] = []
try {
  for (const [cache, ttl] of [['warm (5 min)', undefined], ['off (ttl 0)', '0']] as const) {
    const env = { SUPABASE_URL: stack.url, SUPABASE_ANON_KEY: stack.anonKey, ...(ttl === undefined ? {} : { BLOG_CACHE_TTL_MS: ttl }) }
    const server = await startProductionServer(env)
    try {
      for (const path of paths) {
        for (let i = 0; i < WARMUP_REQUESTS; i++) await (await fetch(server.url + path)).arrayBuffer()
        const result = await hammer(server.url + path)
        rows.push({
          page: path,
          cache,
          'req/s': Math.round(result.requests / result.seconds),
          'p50 ms': percentile(result.latencies, 50).toFixed(1),
          'p99 ms': percentile(result.latencies, 99).toFixed(1),
          requests: result.requests,
          errors: result.errors,
        })
      }
    } finally {
      server.process.kill()
    }
  }
} finally {
  await stack.stop()
}

printTable(`Blog server throughput: ${CONCURRENCY} concurrent requests for ${SECONDS} s per case, loopback, production build`, rows)
printTable('Local stack start-up (ephemeral: PostgreSQL, migrations, seed, PostgREST, gateway)', startups.map((ms, run) => ({ run: run + 1, 'ms': Math.round(ms) })))
