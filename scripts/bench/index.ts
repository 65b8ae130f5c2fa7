import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { launchChromium } from '../../tests/support/chromium.ts'
import { startProductionServer } from '../../tests/support/server.ts'
import { benchAdmin } from './admin.ts'
import { startFloorPage } from './floor.ts'
import { type LighthouseRun, runLighthouse } from './lighthouse.ts'
import { lighthouseRows, printFailingAudits, printTable, summaryLine, weightRows } from './report.ts'
import { settled } from './settled.ts'
import { type PageWeight, measurePageWeight } from './weight.ts'

// One URL of each page type; a row whose URL answers 404 is skipped with a note, so future types can wait here.
const benchPages = [
  { type: 'home', path: '/' },
  { type: 'service', path: '/cortina-para-sala' },
  { type: 'portfolio', path: '/portfolio' },
  { type: 'contact', path: '/contato' },
  { type: 'neighbourhood list', path: '/bairros-atendidos' },
  { type: 'neighbourhood', path: '/cortinas-moema' },
  { type: 'blog', path: '/blog' },
  { type: 'blog post', path: '/blog/como-medir-janela-para-cortina' },
  { type: 'static article', path: '/blog-cortinas-residenciais' },
] as const

// Lighthouse runs per page; the tables show their medians. BENCH_RUNS changes it.
const lighthouseRuns = Number(process.env.BENCH_RUNS ?? 3)

// `--admin` (npm run bench:admin) measures the admin's sign-in and post list only.
const adminOnly = process.argv.includes('--admin')

const started = Date.now()
// The server is spawned as `dist/server/index.mjs`, relative to the project root, wherever this is run from.
process.chdir(fileURLToPath(new URL('../..', import.meta.url)))
if (!existsSync('dist/server/index.mjs')) {
  console.error('bench: dist/server/index.mjs is missing; run `npx vike build` first.')
  process.exit(1)
}

const server = await startProductionServer()
try {
  // Weights and scores taken while the server encodes the newest posts' images (at start-up) say more about the
  // moment than the page: until an encode is done, a post image is sent as its original.
  await settled(server.process.pid)
  const summary = adminOnly ? [] : await benchPublicPages(server.url)
  summary.push(...(await benchAdmin(server.url, lighthouseRuns)))
  console.log('\nSummary')
  for (const line of summary) console.log(line)
  console.log(`\nbench took ${Math.round((Date.now() - started) / 1000)} s`)
} finally {
  server.process.kill()
}

/** Weighs and scores one page of each public type and the floor, prints their tables, and returns their summary lines. */
async function benchPublicPages(baseUrl: string): Promise<string[]> {
  const paths: string[] = []
  for (const page of benchPages) {
    const response = await fetch(baseUrl + page.path)
    await response.body?.cancel()
    const { status } = response
    if (status === 404) console.log(`note: skipping ${page.type} ${page.path}: it answers 404`)
    else if (status >= 400) console.log(`note: skipping ${page.type} ${page.path}: it answers ${status}`)
    else paths.push(page.path)
  }
  const weights = new Map<string, PageWeight>()
  const browser = await launchChromium()
  try {
    for (const path of paths) weights.set(path, await measurePageWeight(browser, baseUrl + path))
  } finally {
    await browser.close()
  }
  printTable(
    'Page weight, KB (HTML/CSS/JS gzip -6 by the bench; fonts, images, other raw), mobile 412×823 @1.75x, scrolled to the bottom',
    weightRows(weights),
  )

  const runs = await runLighthouse(baseUrl, paths, lighthouseRuns)
  const floor = await startFloorPage()
  let floorRuns: Map<string, LighthouseRun>
  try {
    floorRuns = await runLighthouse(floor.url, ['/'], lighthouseRuns)
  } finally {
    await floor.stop()
  }
  const floorRows = lighthouseRows(floorRuns).map((row) => ({ ...row, page: 'floor: a minimal page' }))
  printTable(`Lighthouse, mobile (default emulation and simulated throttling), medians of ${lighthouseRuns} runs`, [
    ...lighthouseRows(runs),
    ...floorRows,
  ])
  printFailingAudits(runs)
  return paths.map((path) => summaryLine(path, weights.get(path), runs.get(path)))
}
