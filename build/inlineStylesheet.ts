import { browserslistToTargets, transform } from 'lightningcss'
import type { Plugin, Rolldown } from 'vite'
import { splitSheet } from './splitSheet.ts'
import { resolved, VIRTUAL } from './virtualIds.ts'

const siteSheetId = resolved(VIRTUAL.siteSheet)
const appSheetId = resolved(VIRTUAL.appSheet)

/** Vite's own CSS targets (build.cssTarget 'baseline-widely-available'), for the styles minified here. */
const targets = browserslistToTargets(['chrome 111', 'edge 111', 'firefox 114', 'safari 16.4', 'ios_saf 16.4'])

type Options = {
  /** Page folders such as '/pages/admin', an app with screens of its own: their heads inline a whole sheet (virtual:app-sheet). */
  appPages?: string[]
  /** Folders such as '/admin/app/' whose styles only those pages use: they go to their sheet alone. */
  appStyles?: string[]
}

/**
 * Vite plugins: the one small stylesheet goes, pruned to the rules each page uses, into its <style> instead of
 * a render-blocking <link>. The client build joins its CSS files into that sheet, in the order Vite joins them
 * with `cssCodeSplit: false` (which Vike advises against), and takes them out of its output, so Vike links them
 * nowhere; the server build, which runs next in the same process, compiles the sheet into virtual:site-sheet for
 * the head and emits no CSS of its own, which Vike would otherwise copy to the client and link.
 * App pages inline the site's styles and their own whole (virtual:app-sheet), not pruned, since their screens change
 * without a new page; their own (Linaria's CSS of `appStyles`) are taken out of the client build before Vite joins
 * its single sheet, so no public page ever carries them.
 */
export function inlineStylesheet({ appPages = [], appStyles = [] }: Options = {}): Plugin[] {
  let css: string | undefined
  let appCss = ''
  // A server build that never loads virtual:site-sheet (an import gone from the head) would ship every page unstyled.
  let sheetFilled = false
  let sheetOrder: string[] = []
  const ownStyles = new Map<string, string>()
  const isApp = (chunk: Rolldown.OutputChunk) =>
    chunk.isEntry && appPages.some((page) => chunk.facadeModuleId?.endsWith(`page-entry:client:${page}`))
  return [
    {
      name: 'site:stylesheet-modules',
      // One instance for both builds, so the client build's CSS is still here when the server build asks.
      sharedDuringBuild: true,
      resolveId(source) {
        if (source === VIRTUAL.siteSheet || source === VIRTUAL.appSheet) return resolved(source)
      },
      load(id) {
        if (id !== siteSheetId && id !== appSheetId) return
        // In development (Vite serves the styles itself), in unit tests and in the browser's bundles: no sheet.
        if (this.environment.mode !== 'build' || this.environment.name === 'client')
          return id === appSheetId ? `export const appSheet = ''` : `export const siteSheet = []`
        if (css === undefined) throw new Error(`${VIRTUAL.siteSheet}: the client build must run before the server build`)
        if (id === appSheetId) return `export const appSheet = ${JSON.stringify(appCss)}`
        sheetFilled = true
        return `export const siteSheet = ${JSON.stringify(splitSheet(css))}`
      },
    },
    {
      name: 'site:app-styles',
      apply: 'build',
      sharedDuringBuild: true,
      // Between vite:css, which compiles the sheet, and vite:css-post, which keeps it for the joined sheet.
      transform(code, id) {
        if (this.environment.name !== 'client' || !id.endsWith('.wyw-in-js.css') || !appStyles.some((folder) => id.includes(folder))) return
        ownStyles.set(id, code)
        return { code: '' }
      },
    },
    {
      name: 'site:stylesheet-order',
      apply: 'build',
      sharedDuringBuild: true,
      // Before vite:css-post folds the chunks that only hold CSS into their importers, which loses the order.
      generateBundle: {
        order: 'pre',
        handler(_, bundle) {
          if (this.environment.name !== 'client') return
          const entries = Object.values(bundle).flatMap((file) => (file.type === 'chunk' && file.isEntry ? [file] : []))
          sheetOrder = reached(bundle, entries, (chunk) => chunk.viteMetadata?.importedCss ?? [])
        },
      },
    },
    {
      name: 'site:inline-stylesheet',
      apply: 'build',
      enforce: 'post',
      // One instance for both builds, so the client build's CSS is still here when the server build asks.
      sharedDuringBuild: true,
      buildEnd() {
        if (this.environment.name !== 'client' && !sheetFilled)
          this.error(`the server build never loaded ${VIRTUAL.siteSheet}: pages would have no styles`)
      },
      generateBundle(_, bundle) {
        const sheets = Object.values(bundle).filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
        for (const sheet of sheets) delete bundle[sheet.fileName]
        const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []))
        for (const chunk of chunks) chunk.viteMetadata?.importedCss.clear()
        if (this.environment.name !== 'client') return
        const sources = new Map(sheets.map((sheet) => [sheet.fileName, sheet.type === 'asset' ? String(sheet.source) : '']))
        css = sheetOrder.map((fileName) => sources.get(fileName)?.trim() ?? '').join('')
        const apps = chunks.filter(isApp)
        // A sheet leaves no trace in the chunks once emptied: the module that imports it stands for it.
        const sheetsOf = new Map(
          [...ownStyles].flatMap(([id, sheet]) => (this.getModuleInfo(id)?.importers ?? []).map((importer) => [importer, sheet] as const)),
        )
        // Vike's routing runtime imports every page's entry; the app pages' are not the others' to load.
        const elsewhere = reached(
          bundle,
          chunks.filter((chunk) => chunk.isEntry && !isApp(chunk)),
          moduleIds,
          isApp,
        )
        const leaked = elsewhere.filter((id) => sheetsOf.has(id))
        if (leaked.length > 0) this.error(`Styles meant for app pages only are used by other pages too: ${leaked.join(', ')}`)
        const own = reached(bundle, apps, moduleIds).flatMap((id) => sheetsOf.get(id) ?? [])
        appCss = apps.length === 0 ? '' : css + minify(own.join('\n'))
      },
    },
  ]
}

/**
 * What `pick` gives of every chunk these entries load, at once or later, in bundle order (what a chunk imports
 * before the chunk), short of `skip`: the order in which Vite joins the chunks' CSS into one sheet.
 */
function reached<T>(
  bundle: Rolldown.OutputBundle,
  entries: Rolldown.OutputChunk[],
  pick: (chunk: Rolldown.OutputChunk) => Iterable<T>,
  skip = (_: Rolldown.OutputChunk) => false,
): T[] {
  const seen = new Set<Rolldown.OutputChunk>()
  const picked: T[] = []
  const later = new Set<string>()
  const visit = (file: Rolldown.OutputBundle[string] | undefined) => {
    if (file?.type !== 'chunk' || seen.has(file) || skip(file)) return
    seen.add(file)
    for (const imported of file.imports) visit(bundle[imported])
    for (const imported of file.dynamicImports) later.add(imported)
    picked.push(...pick(file))
  }
  for (const entry of entries) visit(entry)
  for (const imported of later) visit(bundle[imported])
  return picked
}

const moduleIds = (chunk: Rolldown.OutputChunk) => chunk.moduleIds

function minify(code: string): string {
  return new TextDecoder().decode(transform({ filename: 'linked.css', code: new TextEncoder().encode(code), minify: true, targets }).code)
}
