import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startProductionServer } from '../../tests/support/server.ts'
import { startFloorPage } from './floor.ts'
import { type LighthouseRun, runLighthouse } from './lighthouse.ts'
import { printTable } from './report.ts'
import { cpuTicks, settled } from './settled.ts'

/**
 * Lighthouse (mobile, performance) on the home page and the blog right after a start of the production server and
 * again once it is idle, for two starts in a row: the first may make what the second finds kept (the renditions
 * bucket). `npm run bench:start [folder]` measures the build in `folder` (another checkout's `dist/`, to compare
 * with an older commit) on this checkout's local stack. Bench output only: nothing here passes or fails.
 */
const PATHS = ['/', '/blog'] as const

/** Warm runs per page (their medians); right after a start there is time for one per page within the first minute. */
const warmRuns = Number(process.env.BENCH_RUNS ?? 3)

const projectRoot = fileURLToPath(new URL('../..', import.meta.url))
const buildRoot = resolve(projectRoot, process.argv[2] ?? '.')
if (!existsSync(resolve(buildRoot, 'dist/server/index.mjs'))) {
  console.error(`bench:start: ${buildRoot}/dist/server/index.mjs is missing; run \`npx vike build\` there first.`)
  process.exit(1)
}
// The server is spawned as `dist/server/index.mjs` relative to the working folder.
process.chdir(buildRoot)

const rows: Record<string, string | number | null>[] = []
const row = (start: string, moment: string, path: string, run: LighthouseRun | undefined, seconds: number, pid: number) => ({
  start,
  moment,
  page: path,
  's after start': Math.round(seconds),
  // What the server has spent so far, serving and making renditions: a start that encodes competes with the page.
  'server CPU s': (cpuTicks(pid) / 100).toFixed(1),
  performance: run?.scores.performance ?? null,
  'TBT ms': run?.tbtMs == null ? null : Math.round(run.tbtMs),
  'LCP ms': run?.lcpMs == null ? null : Math.round(run.lcpMs),
})

const floor = await startFloorPage()
try {
  for (const start of ['first', 'second']) {
    const server = await startProductionServer()
    const startedAt = performance.now()
    const since = () => (performance.now() - startedAt) / 1000
    const pid = server.process.pid ?? 0
    try {
      // The discarded run that starts Chromium's font service goes to the floor page, not to the server being measured.
      for (const path of PATHS) {
        const [run] = (await runLighthouse(server.url, [path], 1, { categories: ['performance'], warmUpUrl: floor.url })).values()
        rows.push(row(start, 'right after', path, run, since(), pid))
      }
      await settled(pid)
      // The same warm-up as right after a start, so the two rows differ by the server's state only.
      const warm = await runLighthouse(server.url, PATHS, warmRuns, { categories: ['performance'], warmUpUrl: floor.url })
      for (const path of PATHS) rows.push(row(start, 'warm', path, warm.get(path), since(), pid))
    } finally {
      server.process.kill()
      await new Promise((done) => server.process.once('exit', done))
    }
  }
} finally {
  await floor.stop()
}
printTable(`Lighthouse (mobile) after a start of ${buildRoot}: right after = one run each; warm = median of ${warmRuns}`, rows)
