import type { Result } from 'lighthouse'

/** An audit that scored below 1 in a category scoring below 100, with what Lighthouse blames. */
export type FailingAudit = {
  category: string
  id: string
  title: string
  displayValue: string | undefined
  offenders: string[]
  moreOffenders: number
}

const offendersShown = 3

/** The failing audits of every category below 100, each listed once, with up to three offending elements or URLs. */
export function failingAudits(lhr: Result): FailingAudit[] {
  const seen = new Set<string>()
  const failing: FailingAudit[] = []
  for (const category of Object.values(lhr.categories)) {
    if (category.score === null || category.score >= 1) continue
    // 'hidden' refs (Time to Interactive, Max Potential FID, the *-insight twins of listed audits) carry no weight.
    for (const ref of category.auditRefs.filter((candidate) => candidate.group !== 'hidden')) {
      const audit = lhr.audits[ref.id]
      if (!audit || audit.score === null || audit.score >= 1 || seen.has(audit.id)) continue
      seen.add(audit.id)
      const offenders = [...new Set(offendersIn(audit.details))]
      failing.push({
        category: category.id,
        id: audit.id,
        title: audit.title,
        displayValue: audit.displayValue,
        offenders: offenders.slice(0, offendersShown),
        moreOffenders: Math.max(0, offenders.length - offendersShown),
      })
    }
  }
  return failing
}

// Lighthouse's details come in a dozen shapes (table, list, opportunity, nested sub-items); what they share
// is that an offender is a 'node' value, a 'source-location' value or a `url` field somewhere inside.
function offendersIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(offendersIn)
  if (typeof value !== 'object' || value === null) return []
  const record = value as Record<string, unknown>
  if (record.type === 'node') return [describeNode(record)]
  if (record.type === 'source-location' && typeof record.url === 'string') return [`${record.url}:${Number(record.line) + 1}`]
  if (record.type === 'debugdata') return []
  const own = typeof record.url === 'string' && record.url ? [record.url] : []
  const nested = Object.entries(record).flatMap(([key, inner]) => (key === 'url' ? [] : offendersIn(inner)))
  return [...own, ...nested]
}

// Accessibility nodes carry axe's explanation ('insufficient color contrast of 2.1 (foreground #fff ...)'), the fix itself.
function describeNode(node: Record<string, unknown>): string {
  const text = (key: string) => {
    const value = node[key]
    return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : ''
  }
  const explanation = text('explanation').replace(/^Fix (any|all) of the following: /, '')
  return [text('selector'), shorten(text('snippet'), 100), explanation && `— ${shorten(explanation, 220)}`].filter(Boolean).join(' ')
}

function shorten(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text
}
