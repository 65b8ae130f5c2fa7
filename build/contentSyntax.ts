import { contentSyntaxErrors } from '../engine/files/syntax.ts'

/**
 * Stops the build or the dev server on a content file that does not parse, with one pt-BR line per broken file
 * instead of esbuild's and Rolldown's English errors in every file that imports it. Called as vite.config.ts loads:
 * Vike transpiles its route files, which import content, before any plugin hook runs.
 */
export function assertContentParses(root: string): void {
  const errors = contentSyntaxErrors(root)
  if (!errors.length) return
  const error = new Error(errors.join('\n'))
  // Vike and Vite print the error as it is: the owner reads the lines, not a stack trace of the build tools.
  error.stack = `${errors.join('\n')}\nCorrija e rode de novo (npm run conteudo:verificar confere o conteúdo em segundos).`
  throw error
}
