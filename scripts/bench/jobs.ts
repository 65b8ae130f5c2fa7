import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startLocalStack } from '../../stack/index.ts'
import { hasJobsTables, insertPublishedJob, uploadJobRenditions } from '../../tests/support/jobs.ts'
import { startProductionServer } from '../../tests/support/server.ts'
import { sqlAt } from '../../tests/support/sql.ts'
import { runLighthouse } from './lighthouse.ts'
import { load } from './load.ts'
import { printTable } from './report.ts'
import { settled } from './settled.ts'

/**
 * Pages with delivered jobs against an unchanged prerendered page, in one run (issue 38): requests per second of
 * /portfolio, the home page and a neighbourhood page once jobs are published (spliced into the prerendered HTML,
 * docs/decisions/delivered-jobs.md) against /contato, which shows none; and the home page's LCP before and after.
 *
 *   npx vike build && node --import tsx scripts/bench/jobs.ts   (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_RUNS override)
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const lighthouseRuns = Number(process.env.BENCH_RUNS ?? 3)
const unchanged = '/contato'
const neighbourhood = 'moema'
const withJobs = ['/portfolio', '/', `/cortinas-${neighbourhood}`]

process.chdir(fileURLToPath(new URL('../..', import.meta.url)))
if (!existsSync('dist/server/index.mjs')) {
  console.error('bench: dist/server/index.mjs is missing; run `npx vike build` first.')
  process.exit(1)
}

const stack = await startLocalStack({ ephemeral: true, quiet: true })
try {
  const sql = sqlAt(stack.dbUrl)
  if (!(await hasJobsTables(sql))) {
    console.log('\nnote: no public.jobs table in this database (the jobs migration is missing): the jobs bench is skipped')
  } else {
    const server = await startProductionServer({ SUPABASE_URL: stack.url, SUPABASE_ANON_KEY: stack.anonKey })
    try {
      await settled(server.process.pid)
      const before = await runLighthouse(server.url, ['/'], lighthouseRuns, { categories: ['performance'] })
      const photo = readFileSync('content/images/portfolio-01.jpg')
      for (let n = 1; n <= 3; n++) {
        const job = await insertPublishedJob(sql, {
          slug: `bench-trabalho-${n}`,
          neighbourhood,
          quote: { text: `Ficou lindo, e a instalação foi rápida (${n}).`, name: `Cliente ${n}, Moema` },
        })
        await uploadJobRenditions(stack, job.photoId, photo)
      }
      for (let tries = 0; !(await (await fetch(`${server.url}/`)).text()).includes('/portfolio/bench-trabalho-3'); tries++) {
        if (tries > 50) throw new Error('the jobs never showed on the home page')
        await new Promise((done) => setTimeout(done, 200))
      }
      const after = await runLighthouse(server.url, ['/'], lighthouseRuns, { categories: ['performance'] })
      const yardstick = await load(server.url + unchanged, { seconds, connections })
      const rows = [
        {
          page: `${unchanged} (prerendered, unchanged)`,
          'req/s': Math.round(yardstick.rps),
          ratio: '1.00x',
          'p99 ms': yardstick.p99,
          errors: yardstick.errors,
        },
      ]
      for (const path of withJobs) {
        const result = await load(server.url + path, { seconds, connections })
        rows.push({
          page: `${path} (with 3 jobs)`,
          'req/s': Math.round(result.rps),
          ratio: `${(result.rps / yardstick.rps).toFixed(2)}x`,
          'p99 ms': result.p99,
          errors: result.errors,
        })
      }
      printTable(`Pages with jobs: ${connections} connections for ${seconds} s per row, loopback, one run; target ≥ 0.9x`, rows)
      const lcp = (run: typeof before) => run.get('/')?.lcpMs ?? null
      printTable(`Home page LCP, Lighthouse mobile, medians of ${lighthouseRuns} runs; target: within 100 ms of without jobs`, [
        { home: 'without jobs', 'LCP ms': lcp(before) },
        { home: 'with 3 jobs', 'LCP ms': lcp(after) },
      ])
    } finally {
      server.process.kill()
    }
  }
} finally {
  await stack.stop()
}
