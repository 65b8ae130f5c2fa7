// Plain Node runs this file in the production image (type stripping): erasable syntax only, no dependency.

/** A statement that ends or starts a transaction, where it stands in a file. */
export interface TransactionControl {
  /** The statement's first word, lower-case: begin, start, commit, end, rollback or abort. */
  word: string
  line: number
}

/** First words of the statements that would end the release step's transaction (or start another inside it). */
const CONTROL = new Set(['begin', 'start', 'commit', 'end', 'rollback', 'abort'])

/** Where the quoted or commented text starting at `at` ends (the index after it), or -1 when none starts there. */
function skipQuoted(sql: string, at: number): number {
  const rest = sql.slice(at)
  if (rest.startsWith('--')) {
    const end = sql.indexOf('\n', at)
    return end === -1 ? sql.length : end
  }
  if (rest.startsWith('/*')) {
    // Block comments nest in PostgreSQL.
    let depth = 0
    for (let i = at; i < sql.length; i++) {
      if (sql.startsWith('/*', i)) depth++
      else if (sql.startsWith('*/', i)) depth--
      else continue
      if (depth === 0) return i + 2
      i++
    }
    return sql.length
  }
  const dollar = /^\$([A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/.exec(rest)
  if (dollar) {
    const end = sql.indexOf(dollar[0], at + dollar[0].length)
    return end === -1 ? sql.length : end + dollar[0].length
  }
  const quote = rest[0]
  if (quote !== "'" && quote !== '"') return -1
  // E'…' strings escape with a backslash; every quoted text doubles its quote.
  const backslashes = quote === "'" && /[eE]/.test(sql[at - 1] ?? '') && !/[\w$]/.test(sql[at - 2] ?? '')
  for (let i = at + 1; i < sql.length; i++) {
    if (backslashes && sql[i] === '\\') i++
    else if (sql[i] === quote && sql[i + 1] === quote) i++
    else if (sql[i] === quote) return i + 1
  }
  return sql.length
}

/**
 * The first top-level statement of a SQL file that begins, commits or rolls back a transaction, or null. Text in
 * comments, strings, quoted names and dollar-quoted bodies (a function's `begin … end`) is skipped, and so are
 * the statements of a `begin atomic … end` function body.
 */
export function findTransactionControl(sql: string): TransactionControl | null {
  let atStart = true
  let atomic = 0
  let previous = ''
  for (let i = 0; i < sql.length;) {
    const skipped = skipQuoted(sql, i)
    if (skipped !== -1) {
      i = skipped
      continue
    }
    const word = /^[A-Za-z_\u0080-\uffff][\w$\u0080-\uffff]*/.exec(sql.slice(i, i + 64))?.[0]
    if (!word) {
      if (sql[i] === ';') atStart = true
      else if (!/\s/.test(sql[i] ?? '')) atStart = false
      i++
      continue
    }
    const lower = word.toLowerCase()
    if (atStart && lower === 'end' && atomic > 0) atomic--
    else if (atStart && CONTROL.has(lower)) return { word: lower, line: sql.slice(0, i).split('\n').length }
    else if (!atStart && previous === 'begin' && lower === 'atomic') atomic++
    previous = lower
    atStart = false
    i += word.length
  }
  return null
}
