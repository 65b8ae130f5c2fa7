import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { Plugin } from 'vite'

const script = fileURLToPath(new URL('../scripts/check-content.ts', import.meta.url))

/**
 * Builds only: checks the content as `npm run conteudo:verificar` does before anything is bundled, and on an error
 * prints that report alone, in pt-BR, and stops the build; otherwise loadSite's failure would come out of the
 * prerender wrapped in the build tools' English. The build's own loadSite still refuses content with errors.
 */
export function contentCheckOnBuild(): Plugin {
  let checked = false
  let root = process.cwd()
  return {
    name: 'site:content-check-on-build',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    async buildStart() {
      if (checked) return
      checked = true
      const failure = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], { cwd: root, timeout: 120_000 }).then(
        () => undefined,
        (error: { stdout?: string; stderr?: string; code?: unknown; message: string }) =>
          typeof error.code === 'number' ? `${error.stderr ?? ''}${error.stdout ?? ''}` : error.message,
      )
      if (failure === undefined) return
      process.stderr.write(`\n${failure.trim()}\n`)
      process.exit(1)
    },
  }
}
