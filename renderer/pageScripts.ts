import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const bootstrap = fileURLToPath(new URL('./client.ts', import.meta.url))
const root = fileURLToPath(new URL('..', import.meta.url))
const scriptQuery = '?script'
const virtualPrefix = '\0page-script:'

/**
 * Vite plugin that keeps every script out of the first paint but one small file per page.
 * - `import url from './x.ts?script'` gives the URL of x.ts bundled as a script of its own, for client.ts to add
 *   once the page has loaded (a plain `import()` would bring Vite's preload helper in as a static import).
 * - In the client build each page entry gets its own copy of client.ts, so the entry holds the bootstrap itself
 *   instead of importing a shared chunk: the page asks for one file before it paints, not a chain of three.
 */
export function pageScripts(): Plugin {
  return {
    name: 'site:page-scripts',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source.endsWith(scriptQuery) && importer) {
        const target = await this.resolve(source.slice(0, -scriptQuery.length), importer)
        // One virtual module per importer, so it is inlined wherever it is used.
        return target && `${virtualPrefix}${target.id}${scriptQuery}${digest(importer)}`
      }
      if (this.environment.mode !== 'build' || this.environment.name !== 'client' || !importer || importer.includes('?')) return
      const target = await this.resolve(source, importer, { skipSelf: true })
      if (target?.id === bootstrap) return `${bootstrap}?entry=${digest(importer)}`
    },
    generateBundle(_, bundle) {
      // Vite files each script URL under the chunk's imported assets, by a name whose hash is not filled in
      // yet; Vike would preload that broken name on pages that run React. Scripts are not assets: drop them.
      for (const file of Object.values(bundle)) {
        const assets = file.type === 'chunk' ? file.viteMetadata?.importedAssets : undefined
        for (const asset of assets ?? []) if (asset.endsWith('.js')) assets?.delete(asset)
      }
    },
    load(id) {
      if (!id.startsWith(virtualPrefix)) return
      const file = id.slice(virtualPrefix.length, id.indexOf(scriptQuery))
      if (this.environment.name !== 'client') return 'export default ""'
      if (this.environment.mode !== 'build') return `export default ${JSON.stringify(`/${file.slice(root.length)}`)}`
      const reference = this.emitFile({ type: 'chunk', id: file })
      return `export default import.meta.ROLLUP_FILE_URL_${reference}`
    },
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8)
