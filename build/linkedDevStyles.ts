import type { Plugin } from 'vite'

const linaria = /\.wyw-in-js\.css$/

/**
 * Dev server only: the stylesheets Vike links in a page's head (`/engine/ui/styles.wyw-in-js.css?direct`) answer
 * CSS. Vite answers a `<link>` with CSS only while the module's id keeps its `?direct` query, and wyw-in-js
 * resolves its sheets without their query, so each link got Vite's JavaScript module for the sheet and the
 * preview rendered unstyled. This resolves the sheet through wyw-in-js and puts the query back.
 */
export function linkedDevStyles(): Plugin {
  return {
    name: 'site:linked-dev-styles',
    apply: 'serve',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const [path = source, query] = source.split('?', 2)
      if (!query || !linaria.test(path) || !new URLSearchParams(query).has('direct')) return
      const resolved = await this.resolve(path, importer, { ...options, skipSelf: true })
      return resolved && { ...resolved, id: `${resolved.id}?${query}` }
    },
  }
}
