import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const siteCssModule = fileURLToPath(new URL('./siteCss.ts', import.meta.url))

/**
 * Vite plugin: the one small stylesheet (about 6 KB gzip) goes into every page's <style> instead of a
 * render-blocking <link>. The client build takes the bundled CSS out of its output, so Vike links it nowhere,
 * and the server build, which runs next in the same process, compiles it into siteCss.ts for the head.
 * `linkedPages` (page folders such as '/pages/admin') keep a linked copy: their heads do not render siteCss.
 */
export function inlineStylesheet({ linkedPages = [] }: { linkedPages?: string[] } = {}): Plugin {
  let css: string | undefined
  return {
    name: 'site:inline-stylesheet',
    apply: 'build',
    enforce: 'post',
    // One instance for both builds, so the client build's CSS is still here when the server build asks.
    sharedDuringBuild: true,
    generateBundle(_, bundle) {
      if (this.environment.name !== 'client') return
      const sheets = Object.values(bundle).filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
      css = sheets.map((sheet) => (sheet.type === 'asset' ? String(sheet.source) : '')).join('')
      for (const sheet of sheets) delete bundle[sheet.fileName]
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []))
      for (const chunk of chunks) chunk.viteMetadata?.importedCss.clear()
      const linked = chunks.filter((chunk) => chunk.isEntry && linkedPages.some((page) => chunk.facadeModuleId?.endsWith(`page-entry:client:${page}`)))
      if (linked.length === 0) return
      // A name of its own: an asset emitted with the same name and content as the removed one would be dropped too.
      const fileName = `assets/static/site.${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`
      this.emitFile({ type: 'asset', fileName, source: css })
      for (const chunk of linked) chunk.viteMetadata?.importedCss.add(fileName)
    },
    load(id) {
      if (this.environment.name === 'client' || id !== siteCssModule) return
      if (css === undefined) throw new Error('renderer/siteCss.ts: the client build must run before the server build')
      return `export const siteCss = ${JSON.stringify(css)}`
    },
  }
}
