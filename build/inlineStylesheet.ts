import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { browserslistToTargets, transform } from 'lightningcss'
import type { Plugin, Rolldown } from 'vite'
import { splitSheet } from './splitSheet'

const siteCssModule = fileURLToPath(new URL('./siteCss.ts', import.meta.url))

/** Vite's own CSS targets (build.cssTarget 'baseline-widely-available'), for the styles minified here. */
const targets = browserslistToTargets(['chrome 111', 'edge 111', 'firefox 114', 'safari 16.4', 'ios_saf 16.4'])

type Options = {
  /** Page folders such as '/pages/admin' that link a sheet instead: their heads do not render siteCss. */
  linkedPages?: string[]
  /** Folders such as '/admin/app/' whose styles only linked pages use: they go to the linked sheet alone. */
  linkedStyles?: string[]
}

/**
 * Vite plugins: the one small stylesheet goes, pruned to the rules each page uses, into its <style> instead of
 * a render-blocking <link>. The client build takes the bundled CSS out of its output, so Vike links it nowhere,
 * and the server build, which runs next in the same process, compiles it into siteCss.ts for the head.
 * Linked pages get a file with the site's styles and their own; those (Linaria's CSS of `linkedStyles`) are
 * taken out of the client build before Vite joins its single sheet, so no public page ever carries them.
 */
export function inlineStylesheet({ linkedPages = [], linkedStyles = [] }: Options = {}): Plugin[] {
  let css: string | undefined
  const ownStyles = new Map<string, string>()
  const isLinked = (chunk: Rolldown.OutputChunk) =>
    chunk.isEntry && linkedPages.some((page) => chunk.facadeModuleId?.endsWith(`page-entry:client:${page}`))
  return [
    {
      name: 'site:linked-styles',
      apply: 'build',
      sharedDuringBuild: true,
      // Between vite:css, which compiles the sheet, and vite:css-post, which keeps it for the joined sheet.
      transform(code, id) {
        if (this.environment.name !== 'client' || !id.endsWith('.wyw-in-js.css') || !linkedStyles.some((folder) => id.includes(folder)))
          return
        ownStyles.set(id, code)
        return { code: '' }
      },
    },
    {
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
        const linked = chunks.filter(isLinked)
        // A sheet leaves no trace in the chunks once emptied: the module that imports it stands for it.
        const sheetsOf = new Map(
          [...ownStyles].flatMap(([id, sheet]) => (this.getModuleInfo(id)?.importers ?? []).map((importer) => [importer, sheet] as const)),
        )
        // Vike's routing runtime imports every page's entry; the linked pages' are not the others' to load.
        const elsewhere = modulesReached(
          bundle,
          chunks.filter((chunk) => chunk.isEntry && !isLinked(chunk)),
          isLinked,
        )
        const leaked = elsewhere.filter((id) => sheetsOf.has(id))
        if (leaked.length > 0) this.error(`Styles meant for linked pages only are used by other pages too: ${leaked.join(', ')}`)
        if (linked.length === 0) return
        const own = modulesReached(bundle, linked).flatMap((id) => sheetsOf.get(id) ?? [])
        const linkedCss = css + minify(own.join('\n'))
        // A name of its own: an asset emitted with the same name and content as the removed one would be dropped too.
        const fileName = `assets/static/site.${createHash('sha256').update(linkedCss).digest('base64url').slice(0, 8)}.css`
        this.emitFile({ type: 'asset', fileName, source: linkedCss })
        for (const chunk of linked) chunk.viteMetadata?.importedCss.add(fileName)
      },
      load(id) {
        if (this.environment.name === 'client' || id !== siteCssModule) return
        if (css === undefined) throw new Error('renderer/siteCss.ts: the client build must run before the server build')
        return `export const siteSheet = ${JSON.stringify(splitSheet(css))}`
      },
    },
  ]
}

/** Every module these entries load, at once or later, in bundle order (what imports first, then what imports it), short of `skip`. */
function modulesReached(
  bundle: Rolldown.OutputBundle,
  entries: Rolldown.OutputChunk[],
  skip = (_: Rolldown.OutputChunk) => false,
): string[] {
  const seen = new Set<Rolldown.OutputChunk>()
  const modules: string[] = []
  const later = new Set<string>()
  const visit = (file: Rolldown.OutputBundle[string] | undefined) => {
    if (file?.type !== 'chunk' || seen.has(file) || skip(file)) return
    seen.add(file)
    for (const imported of file.imports) visit(bundle[imported])
    for (const imported of file.dynamicImports) later.add(imported)
    modules.push(...file.moduleIds)
  }
  for (const entry of entries) visit(entry)
  for (const imported of later) visit(bundle[imported])
  return modules
}

function minify(code: string): string {
  return new TextDecoder().decode(transform({ filename: 'linked.css', code: new TextEncoder().encode(code), minify: true, targets }).code)
}
