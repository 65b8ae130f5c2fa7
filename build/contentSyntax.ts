import { contentMessages } from '../engine/content/catalogue.ts'
import { problemText } from '../engine/content/report.ts'
import { contentSyntaxErrors } from '../engine/content/syntax.ts'

/**
 * Stops the build or the dev server on a content file that does not parse, with the file, line, column and the
 * lines around it in pt-BR, instead of esbuild's and Rolldown's English errors in every file that imports it. Called
 * as vite.config.ts loads: Vike transpiles its route files, which import content, before any plugin hook runs.
 */
export function assertContentParses(root: string): void {
  const errors = contentSyntaxErrors(root)
  if (!errors.length) return
  const lines = `${errors.map((problem) => contentMessages.summary.error(problemText(problem))).join('\n')}\n${contentMessages.summary.failed(errors.length)}`
  const error = new Error(lines)
  // Vike and Vite print the error as it is: the owner reads the lines, not a stack trace of the build tools.
  error.stack = lines
  throw error
}
