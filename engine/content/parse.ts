import type { z } from 'zod'
import { contentErrorMap } from './messages'
import { withMisspellings } from './misspelt'
import { missingReferences } from './references'
import type { PhotoNames } from './types'
import { ContentError, problemIn } from './report'

/** Formats a zod issue path as the owner reads it: `gallery[2].alt`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`
    return out ? `${out}.${String(key)}` : String(key)
  }, '')
}

/** What the content names, to look its references up in: the photos, and (once every file is read) the pages. */
export type KnownNames = { photos?: PhotoNames; pages?: ReadonlySet<string> }

/**
 * Checks a value against a schema, with the owner's pt-BR messages: the data, or `field.path: message` lines.
 * Given `known`, each photo and page it names must also be among them.
 */
export function checkValue<S extends z.ZodType>(
  schema: S,
  value: unknown,
  known?: KnownNames,
): { data: z.infer<S>; problems?: never } | { data?: never; problems: string[] } {
  const result = schema.safeParse(value, { error: contentErrorMap })
  const issues = [...withMisspellings(result.error?.issues ?? [], value), ...(known ? missingReferences(schema, value, known) : [])]
  if (result.success && !issues.length) return { data: result.data }
  return {
    problems: issues.map((issue) => {
      const where = formatIssuePath(issue.path)
      return where ? `${where}: ${issue.message}` : issue.message
    }),
  }
}

/** Parses one content file, failing with `content/x.ts: field.path: message` lines. */
export function parseContent<S extends z.ZodType>(file: string, schema: S, value: unknown, photos?: PhotoNames): z.infer<S> {
  const checked = checkValue(schema, value, photos && { photos })
  if (checked.problems) throw new ContentError({ errors: checked.problems.map((line) => problemIn(file, line)), warnings: [] })
  return checked.data
}

/** Relative content path (`content/neighbourhoods/moema.ts`) from an import.meta.glob key. */
export function contentFile(globKey: string): string {
  return globKey.replace(/^\/+/, '')
}

/** The file name without folder and extension: the slug of a neighbourhood file. */
export function fileSlug(globKey: string): string {
  return globKey.replace(/^.*\//, '').replace(/\.ts$/, '')
}
