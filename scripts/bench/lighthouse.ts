import { launch } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { chromiumArgs } from '../../tests/support/chromium.ts'
import { type FailingAudit, failingAudits } from './audits.ts'

const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/** One Lighthouse category. */
export type CategoryId = (typeof categoryIds)[number]

/** What the bench keeps of one Lighthouse run (or the medians of several): scores out of 100, four vitals, the audits that failed. */
export type LighthouseRun = {
  scores: Record<CategoryId, number | null>
  fcpMs: number | null
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  failing: FailingAudit[]
}

/** How to run Lighthouse on a set of pages. */
export type LighthouseOptions = {
  /** The categories to score (all four unless given). */
  categories?: readonly CategoryId[]
  /**
   * Runs first, on the Chromium that Lighthouse will drive (its DevTools port): signs in, say. Lighthouse keeps cookies
   * and local storage between runs (its `clearStorageTypes` leave them) while it clears the HTTP cache before each one.
   */
  prepare?(port: number): Promise<void>
  /** The page of the discarded first run (the first path unless given): another server's, to leave this one's first minute untouched. */
  warmUpUrl?: string
}

/**
 * Runs Lighthouse with its default mobile emulation and throttling `times` times on each path, in one Chromium
 * warmed up by a discarded run, and keeps the medians per path: one run on a shared machine says little.
 */
export async function runLighthouse(
  baseUrl: string,
  paths: readonly string[],
  times: number,
  { categories = categoryIds, prepare, warmUpUrl }: LighthouseOptions = {},
): Promise<Map<string, LighthouseRun>> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: chromiumArgs,
    logLevel: 'silent',
  })
  const medians = new Map<string, LighthouseRun>()
  const run = (url: string) => lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] })
  try {
    await prepare?.(chrome.port)
    // One discarded run: a fresh Chromium's first page also pays for starting the browser's font service (its first
    // layout measured about twice as long), which a visitor's long-running browser paid long ago.
    const warmUp = warmUpUrl ?? (paths[0] === undefined ? undefined : baseUrl + paths[0])
    if (warmUp !== undefined) await run(warmUp)
    for (const path of paths) {
      const url = baseUrl + path
      const runs: LighthouseRun[] = []
      for (let attempt = 1; runs.length < times; attempt++) {
        const result = await run(url)
        if (!result) throw new Error(`lighthouse returned nothing for ${url}`)
        const failure = result.lhr.runtimeError
        // A lost trace (NO_NAVSTART and the like) says nothing about the page: run again, a few times at most.
        if (failure && attempt >= times + 2) throw new Error(`lighthouse failed on ${url}: ${failure.message}`)
        if (!failure) runs.push(summarise(result.lhr))
      }
      medians.set(path, medianRun(runs))
    }
  } finally {
    chrome.kill()
  }
  return medians
}

/** The median of each score and vital; the failing audits are those of the run with the median performance score. */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  const score = (id: CategoryId) => median(runs.map((run) => run.scores[id]))
  const byPerformance = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0))
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcpMs: median(runs.map((run) => run.fcpMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    failing: byPerformance[Math.floor((byPerformance.length - 1) / 2)]?.failing ?? [],
  }
}

/** The middle value (the lower middle of an even count), ignoring missing values; null when none. */
export function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b)
  return known.length === 0 ? null : (known[Math.floor((known.length - 1) / 2)] ?? null)
}

function summarise(lhr: Result): LighthouseRun {
  const score = (id: CategoryId) => {
    const value = lhr.categories[id]?.score
    return value == null ? null : Math.round(value * 100)
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing: failingAudits(lhr),
  }
}
