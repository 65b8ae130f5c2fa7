import type { Plugin } from 'vite'
import { runProjectScript } from './projectScript.ts'

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
      const run = await runProjectScript('check-content', root, 120_000)
      if (run.ok) return
      process.stderr.write(`\n${run.output.trim()}\n`)
      process.exit(1)
    },
  }
}
