import { type Browser, chromium, type Page } from 'playwright-core'
import { LOCAL_ADMIN } from '../../stack/index.ts'
import { launchChromium } from '../../tests/support/chromium.ts'
import { signIn } from '../../tests/support/signIn.ts'
import { type LighthouseRun, runLighthouse } from './lighthouse.ts'
import { lighthouseRows, printFailingAudits, printTable, summaryLine, weightRows } from './report.ts'
import { type PageWeight, type StorageState, measurePageWeight } from './weight.ts'

/** The aim for the admin's sign-in and post list on Lighthouse's simulated phone. */
const ADMIN_LCP_BUDGET_MS = 1500

const signInPath = '/admin/login'
const listPath = '/admin'
/** How the tables name the post list, which only a signed-in visit shows. */
const listLabel = `${listPath} (signed in)`

// Scores without SEO: the admin is noindex on purpose, and Lighthouse would fail it for exactly that.
const adminCategories = ['performance', 'accessibility', 'best-practices'] as const

/** Signs in as the local stack's admin on `page` and waits for the post list; false when that fails (a hosted project). */
async function signInAsAdmin(page: Page, baseUrl: string): Promise<boolean> {
  await page.goto(baseUrl + signInPath)
  await signIn(page, LOCAL_ADMIN)
  return page
    .getByRole('heading', { name: 'Posts' })
    .waitFor({ timeout: 20_000 })
    .then(
      () => true,
      () => false,
    )
}

const skipped = () => console.log(`note: skipping the signed-in admin: could not sign in as ${LOCAL_ADMIN.email} (the local stack's admin)`)

/** The sign-in page's weight, and the post list's with a session signed in beforehand. */
async function weighAdmin(browser: Browser, baseUrl: string): Promise<Map<string, PageWeight>> {
  const weights = new Map([[signInPath, await measurePageWeight(browser, baseUrl + signInPath)]])
  const context = await browser.newContext()
  let session: StorageState | null = null
  try {
    if (await signInAsAdmin(await context.newPage(), baseUrl)) session = await context.storageState()
  } finally {
    await context.close()
  }
  if (session) weights.set(listLabel, await measurePageWeight(browser, baseUrl + listPath, session))
  else skipped()
  return weights
}

/**
 * Lighthouse on the sign-in page, then on the post list in a Chromium that signed in first (through the form, as
 * the owner does): the session cookie stays between runs, which clear the HTTP cache only.
 */
async function scoreAdmin(baseUrl: string, times: number): Promise<Map<string, LighthouseRun>> {
  const scores = await runLighthouse(baseUrl, [signInPath], times, { categories: adminCategories })
  let signedIn = false
  const list = await runLighthouse(baseUrl, [listPath], times, {
    categories: adminCategories,
    async prepare(port) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
      try {
        const context = browser.contexts()[0] ?? (await browser.newContext())
        const page = await context.newPage()
        signedIn = await signInAsAdmin(page, baseUrl)
        await page.close()
      } finally {
        // Disconnects only: the browser is Lighthouse's.
        await browser.close()
      }
      if (!signedIn) throw new Error('not signed in')
    },
  }).catch((error: unknown) => {
    if (signedIn) throw error
    skipped()
    return new Map<string, LighthouseRun>()
  })
  for (const [path, run] of list) scores.set(path === listPath ? listLabel : path, run)
  return scores
}

/** Weighs and scores the admin's sign-in and post list, prints their tables, and returns their summary lines. */
export async function benchAdmin(baseUrl: string, times: number): Promise<string[]> {
  const browser = await launchChromium()
  let weights: Map<string, PageWeight>
  try {
    weights = await weighAdmin(browser, baseUrl)
  } finally {
    await browser.close()
  }
  printTable(
    'Admin weight, KB (HTML/CSS/JS gzip, the rest raw; loaded only under /admin, so the public budgets do not apply)',
    weightRows(weights, { budgeted: false }),
  )
  const runs = await scoreAdmin(baseUrl, times)
  printTable(
    `Admin Lighthouse, mobile (default emulation and simulated throttling), medians of ${times} runs (no SEO score: noindex on purpose)`,
    lighthouseRows(runs, { lcpBudgetMs: ADMIN_LCP_BUDGET_MS }),
  )
  printFailingAudits(runs)
  return [...runs].map(([path, run]) => summaryLine(path, weights.get(path), run, { lcpBudgetMs: ADMIN_LCP_BUDGET_MS }))
}
