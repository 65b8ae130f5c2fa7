import { launch } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { chromiumArgs } from '../../tests/browser/chromium.ts'
import { type FailingAudit, failingAudits } from './audits.ts'

const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/** One Lighthouse category. */
export type CategoryId = (typeof categoryIds)[number]

/** What the bench keeps of one Lighthouse run: scores out of 100, three vitals, and the audits that failed. */
export type LighthouseRun = {
  scores: Record<CategoryId, number | null>
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  failing: FailingAudit[]
}

/** Runs Lighthouse with its default mobile emulation and throttling on each path in turn, in one Chromium; keyed by path. */
export async function runLighthouse(baseUrl: string, paths: readonly string[]): Promise<Map<string, LighthouseRun>> {
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: chromiumArgs, logLevel: 'silent' })
  const runs = new Map<string, LighthouseRun>()
  try {
    for (const path of paths) {
      const url = baseUrl + path
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categoryIds] })
      if (!result) throw new Error(`lighthouse returned nothing for ${url}`)
      if (result.lhr.runtimeError) throw new Error(`lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`)
      runs.set(path, summarise(result.lhr))
    }
  } finally {
    chrome.kill()
  }
  return runs
}

function summarise(lhr: Result): LighthouseRun {
  const score = (id: CategoryId) => {
    const value = lhr.categories[id]?.score
    return value == null ? null : Math.round(value * 100)
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing: failingAudits(lhr),
  }
}
