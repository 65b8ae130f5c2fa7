import { distance } from 'fastest-levenshtein'
import { contentMessages } from './catalogue'

/** What a content check reports: where, and what is wrong there. */
type Issue = { path: PropertyKey[]; message: string }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The value at `path` inside `root`, or undefined. */
function at(root: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (isRecord(value) || Array.isArray(value) ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    root,
  )
}

/** A key typed beside `missing` that reads as it misspelt ('closin', 'clossing' for 'closing'), if there is one. */
function misspelling(missing: string, parent: Record<string, unknown>): string | undefined {
  // Two edits cover a swapped pair of letters (atl for alt), the commonest slip on a short name.
  const room = Math.max(2, Math.floor(missing.length / 3))
  return Object.keys(parent)
    .filter((typed) => typed !== missing && distance(typed.toLowerCase(), missing.toLowerCase()) <= room)
    .sort((a, b) => distance(a, missing) - distance(b, missing))[0]
}

/**
 * A field reported missing while a key spelt almost like it sits beside it is a misspelt field name: the schema drops
 * the unknown key, so zod alone says "falta". Such an issue says instead which key is unknown and what was meant.
 */
export function withMisspellings<T extends Issue>(issues: readonly T[], value: unknown): T[] {
  return issues.map((issue) => {
    const key = issue.path.at(-1)
    const parentPath = issue.path.slice(0, -1)
    const parent = at(value, parentPath)
    if (typeof key !== 'string' || !isRecord(parent) || key in parent) return issue
    const typed = misspelling(key, parent)
    if (!typed) return issue
    return { ...issue, path: parentPath, message: contentMessages.misspelt(typed, key) }
  })
}
