import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startLocalStack } from '../../stack/index.ts'
import { insertPublishedJob, uploadJobRenditions } from '../../tests/support/jobs.ts'
import { startProductionServer } from '../../tests/support/server.ts'
import { sqlAt } from '../../tests/support/sql.ts'
import { runLighthouse } from './lighthouse.ts'
import { type Load, load } from './load.ts'
import { printTable } from './report.ts'
import { settled } from './settled.ts'

/**
 * Pages with delivered jobs against unchanged prerendered pages, in one run (issue 38): requests per second of
 * /portfolio, the home page and a neighbourhood page as the build made them (no job yet) and once jobs are
 * published (spliced into the prerendered HTML, docs/decisions/delivered-jobs.md), with /contato, which shows none,
 * measured beside each; and the home page's LCP before and after.
 *
 *   npx vike build && node --import tsx scripts/bench/jobs.ts   (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_RUNS override)
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 12)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const lighthouseRuns = Number(process.env.BENCH_RUNS ?? 3)
const rounds = 3
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
  const server = await startProductionServer({ SUPABASE_URL: stack.url, SUPABASE_ANON_KEY: stack.anonKey })
  try {
    await settled(server.process.pid)
    const before = await runLighthouse(server.url, ['/'], lighthouseRuns, { categories: ['performance'] })
    // Each page as the build made it (no job yet: the build's file), then with jobs, the unchanged page measured in
    // turn with them, `rounds` times: on a shared machine one run of a page says less than the median of several.
    const loads = async (paths: readonly string[]) => {
      const runs = new Map<string, Load[]>(paths.map((path) => [path, []]))
      for (let round = 0; round < rounds; round++)
        for (const path of paths) runs.get(path)?.push(await load(server.url + path, { seconds: seconds / rounds, connections }))
      const middle = (results: Load[]) => [...results].sort((a, b) => a.rps - b.rps)[Math.floor(results.length / 2)]
      return new Map([...runs].flatMap(([path, results]) => (middle(results) ? [[path, middle(results) as Load] as const] : [])))
    }
    const built = await loads([unchanged, ...withJobs])
    // Any of the site's photos stands in for a job's: what matters is a real photo's weight.
    const photo = readFileSync(`content/images/${readdirSync('content/images').find((name) => name.endsWith('.jpg'))}`)
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
    const spliced = await loads([unchanged, ...withJobs])
    const after = await runLighthouse(server.url, ['/'], lighthouseRuns, { categories: ['performance'] })
    const rps = (results: Map<string, Load>, path: string) => Math.round(results.get(path)?.rps ?? 0)
    const yardstick = (rps(built, unchanged) + rps(spliced, unchanged)) / 2
    printTable(
      `Pages with jobs: ${connections} connections, medians of ${rounds} runs of ${seconds / rounds} s taken in turn, loopback; target ≥ 0.9x`,
      [
        ...[unchanged, ...withJobs].map((path) => ({
          page: path === unchanged ? `${path} (no jobs, unchanged)` : path,
          'req/s as built': rps(built, path),
          'req/s with 3 jobs': rps(spliced, path),
          'with jobs / as built': `${(rps(spliced, path) / rps(built, path)).toFixed(2)}x`,
          [`with jobs / ${unchanged}`]: `${(rps(spliced, path) / yardstick).toFixed(2)}x`,
          'p99 ms with jobs': spliced.get(path)?.p99 ?? null,
          errors: spliced.get(path)?.errors ?? null,
        })),
      ],
    )
    const lcp = (run: typeof before) => run.get('/')?.lcpMs ?? null
    printTable(`Home page LCP, Lighthouse mobile, medians of ${lighthouseRuns} runs; target: within 100 ms of without jobs`, [
      { home: 'without jobs', 'LCP ms': lcp(before) },
      { home: 'with 3 jobs', 'LCP ms': lcp(after) },
    ])
  } finally {
    server.process.kill()
  }
} finally {
  await stack.stop()
}
