import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { resolved, SCRIPT_QUERY } from './virtualIds.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const virtualPrefix = resolved('page-script:')

/**
 * Vite plugin for scripts a page adds itself rather than as Vike's entries: `import url from './x.ts?script'`
 * gives the URL of x.ts bundled as a script of its own. The client build writes each of `scripts` (paths from
 * the project root); the server build, which runs next in the same process, resolves the import to that file.
 */
export function pageScripts(scripts: string[]): Plugin {
  const references = new Map<string, string>()
  const written = new Map<string, string>()
  return {
    name: 'site:page-scripts',
    enforce: 'pre',
    // One instance for both builds, so the client build's file names are still here when the server build asks.
    sharedDuringBuild: true,
    buildStart() {
      if (this.environment.mode !== 'build' || this.environment.name !== 'client') return
      for (const script of scripts) references.set(`${root}${script}`, this.emitFile({ type: 'chunk', id: `${root}${script}` }))
    },
    generateBundle() {
      if (this.environment.name === 'client') for (const [file, reference] of references) written.set(file, this.getFileName(reference))
    },
    async resolveId(source, importer) {
      if (!source.endsWith(SCRIPT_QUERY) || !importer) return
      const target = await this.resolve(source.slice(0, -SCRIPT_QUERY.length), importer)
      return target && `${virtualPrefix}${target.id}`
    },
    load(id) {
      if (!id.startsWith(virtualPrefix)) return
      const file = id.slice(virtualPrefix.length)
      if (this.environment.mode !== 'build') return `export default ${JSON.stringify(`/${relative(root, file)}`)}`
      const fileName = written.get(file)
      if (!fileName)
        this.error(`${relative(root, file)}: not among the scripts given to pageScripts(), or the client build has not run yet`)
      return `export default ${JSON.stringify(`/${fileName}`)}`
    },
  }
}
