import type { FailingAudit } from './audits.ts'
import type { LighthouseRun } from './lighthouse.ts'
import type { PageWeight } from './weight.ts'

/** Gzip budgets per page, in bytes (1 KB = 1024 bytes): JS is the aim, CSS keeps styles honest. */
export const budgets = { js: 10 * 1024, css: 20 * 1024 }

type Cell = string | number | null
type Row = Record<string, Cell>

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const verdict = (bytes: number, budget: number) => (bytes <= budget ? 'PASS' : 'OVER')
const seconds = (ms: number | null) => (ms === null ? '-' : (ms / 1000).toFixed(2))

/** Prints rows as an aligned text table: numbers to the right, text to the left, nulls as '-'. */
export function printTable(title: string, rows: Row[]): void {
  const first = rows[0]
  if (!first) return
  const columns = Object.keys(first)
  const text = (cell: Cell) => (cell === null ? '-' : String(cell))
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => text(row[column] ?? null).length)))
  const numeric = columns.map((column) => rows.every((row) => /^[-\d.]+$/.test(text(row[column] ?? null))))
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd()
  console.log(`\n${title}\n${line(columns)}\n${line(widths.map((width) => '-'.repeat(width)))}`)
  for (const row of rows) console.log(line(columns.map((column) => text(row[column] ?? null))))
}

/** The page-weight table: KB per kind, script and request counts, and (for public pages) the two budgets. */
export function weightRows(weights: Map<string, PageWeight>, { budgeted = true } = {}): Row[] {
  return [...weights].map(([path, weight]) => ({
    page: path,
    'HTML gz': kb(weight.html),
    'CSS gz': kb(weight.css),
    'JS gz': kb(weight.js),
    'of it in HTML': kb(weight.jsInHtml),
    fonts: kb(weight.font),
    images: kb(weight.image),
    other: kb(weight.other),
    scripts: weight.scripts,
    requests: weight.requests,
    ...(budgeted && {
      [`JS ≤ ${budgets.js / 1024}`]: verdict(weight.js, budgets.js),
      [`CSS ≤ ${budgets.css / 1024}`]: verdict(weight.css, budgets.css),
    }),
  }))
}

/** The Lighthouse table: four scores out of 100, then FCP and LCP (s), TBT (ms), CLS and the LCP budget if given. */
export function lighthouseRows(runs: Map<string, LighthouseRun>, { lcpBudgetMs }: { lcpBudgetMs?: number } = {}): Row[] {
  return [...runs].map(([path, run]) => ({
    page: path,
    perf: run.scores.performance,
    a11y: run.scores.accessibility,
    'best-pr': run.scores['best-practices'],
    seo: run.scores.seo,
    'FCP s': seconds(run.fcpMs),
    'LCP s': seconds(run.lcpMs),
    'TBT ms': run.tbtMs === null ? null : Math.round(run.tbtMs),
    CLS: run.cls === null ? null : run.cls.toFixed(3),
    ...(lcpBudgetMs !== undefined && {
      [`LCP ≤ ${seconds(lcpBudgetMs)}`]: run.lcpMs === null ? null : verdict(run.lcpMs, lcpBudgetMs),
    }),
  }))
}

/** Prints each failing audit of every page below 100 in any category, with its offenders indented below it. */
export function printFailingAudits(runs: Map<string, LighthouseRun>): void {
  const failingPages = [...runs].filter(([, run]) => run.failing.length > 0)
  console.log(`\nFailing Lighthouse audits${failingPages.length === 0 ? ': none' : ''}`)
  for (const [path, run] of failingPages) {
    console.log(path)
    for (const audit of run.failing) console.log(describeAudit(audit))
  }
}

function describeAudit(audit: FailingAudit): string {
  const value = audit.displayValue ? ` (${audit.displayValue})` : ''
  const offenders = audit.offenders.map((offender) => `\n      ${offender}`).join('')
  const more = audit.moreOffenders > 0 ? `\n      … and ${audit.moreOffenders} more` : ''
  return `  [${audit.category}] ${audit.id}: ${audit.title}${value}${offenders}${more}`
}

/**
 * One line per page: budgets, requests, scores and LCP together. With `lcpBudgetMs` (the admin) the line gives the
 * script count instead of the public pages' budgets, and says whether LCP is within that budget.
 */
export function summaryLine(
  path: string,
  weight: PageWeight | undefined,
  run: LighthouseRun | undefined,
  { lcpBudgetMs }: { lcpBudgetMs?: number } = {},
): string {
  const parts: string[] = []
  if (weight && lcpBudgetMs === undefined) {
    parts.push(
      `JS ${kb(weight.js)} KB ${verdict(weight.js, budgets.js)}`,
      `CSS ${kb(weight.css)} KB ${verdict(weight.css, budgets.css)}`,
      `${weight.requests} req`,
    )
  } else if (weight) {
    parts.push(
      `JS ${kb(weight.js)} KB in ${weight.scripts} scripts (${kb(weight.jsInHtml)} KB named by the HTML)`,
      `CSS ${kb(weight.css)} KB`,
      `${weight.requests} req`,
    )
  }
  if (run) {
    const { performance, accessibility, seo } = run.scores
    parts.push(
      `perf ${performance ?? '-'} a11y ${accessibility ?? '-'} bp ${run.scores['best-practices'] ?? '-'} seo ${seo ?? '-'}`,
      `FCP ${seconds(run.fcpMs)} s LCP ${seconds(run.lcpMs)} s TBT ${run.tbtMs === null ? '-' : Math.round(run.tbtMs)} ms CLS ${run.cls === null ? '-' : run.cls.toFixed(3)}`,
    )
    if (lcpBudgetMs !== undefined && run.lcpMs !== null) parts.push(`LCP ≤ ${seconds(lcpBudgetMs)} s ${verdict(run.lcpMs, lcpBudgetMs)}`)
  }
  return `${path.padEnd(38)} ${parts.join(' · ')}`
}
