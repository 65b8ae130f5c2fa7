import type { z } from 'zod'

/** Formats a zod issue path as the owner reads it: `gallery[2].alt`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`
    return out ? `${out}.${String(key)}` : String(key)
  }, '')
}

/** Thrown when a content file does not match its schema; the message names file and field. */
export class ContentError extends Error {
  override name = 'ContentError'
}

/** Parses one content file, failing with `content/x.ts: field.path: message` lines. */
export function parseContent<S extends z.ZodType>(file: string, schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => {
    const where = formatIssuePath(issue.path)
    return `${file}: ${where ? `${where}: ` : ''}${issue.message}`
  })
  throw new ContentError(lines.join('\n'))
}

/** Relative content path (`content/neighbourhoods/moema.ts`) from an import.meta.glob key. */
export function contentFile(globKey: string): string {
  return globKey.replace(/^\/+/, '')
}

/** The file name without folder and extension: the slug of a neighbourhood file. */
export function fileSlug(globKey: string): string {
  return globKey.replace(/^.*\//, '').replace(/\.ts$/, '')
}
