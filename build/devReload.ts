import type { EnvironmentModuleGraph, EnvironmentModuleNode, Plugin } from 'vite'

/**
 * Dev server only: wyw-in-js sends a hot update for a module's stylesheet each time it extracts new CSS for it,
 * even while the browser is still fetching the page's modules (the first visit, a reload). That update reached
 * past the sheet to the admin's router and session, which the browser then ran twice, and the admin went blank
 * ("useRouter outside RouterProvider"). Here the browser's copy of the sheet is only marked stale, so the next
 * request gets the new CSS (adminFullReload makes that request happen).
 */
export function withQuietStyles(plugin: Plugin): Plugin {
  const { transform, configureServer } = plugin
  if (typeof transform !== 'function' || typeof configureServer !== 'function') return plugin
  let browserModules: EnvironmentModuleGraph | undefined
  // Whichever side extracts the new CSS first (the server renders the admin too), the browser's copy goes stale:
  // on the server a sheet renders nothing, and marking it stale there re-ran the admin's router mid-render.
  // Both the sheet a script imports and the one a page links (build/linkedDevStyles.ts keeps its ?direct).
  const reloadModule = async ({ id }: EnvironmentModuleNode) => {
    for (const copy of id ? [id, `${id}?direct`] : []) {
      const stale = browserModules?.getModuleById(copy)
      if (stale) browserModules?.invalidateModule(stale)
    }
  }
  return {
    ...plugin,
    configureServer(server) {
      browserModules = server.environments.client.moduleGraph
      return configureServer.call(this, server)
    },
    transform(code, id, options) {
      if (!this.environment) return transform.call(this, code, id, options)
      const context = overriding(this, 'environment', overriding(this.environment, 'reloadModule', reloadModule))
      return transform.call(context, code, id, options)
    },
  }
}

/**
 * Dev server only: an edit that reaches the admin's modules reloads the admin page instead of swapping modules in
 * place, which would recreate its router and session under screens that hold the old ones; the post being written
 * survives a reload in the editor's local copy. Public pages are rendered on the server and reload anyway.
 */
export function adminFullReload(adminFolder: string): Plugin {
  return {
    name: 'site:admin-full-reload',
    apply: 'serve',
    hotUpdate({ modules }) {
      if (this.environment.name !== 'client' || !modules.some((module) => reaches(module, adminFolder))) return
      this.environment.hot.send({ type: 'full-reload' })
      return []
    },
  }
}

/** Whether the module is in `folder` or imported, directly or not, by a module there. */
function reaches(start: EnvironmentModuleNode, folder: string): boolean {
  const seen = new Set([start])
  const pending = [start]
  for (let module = pending.pop(); module; module = pending.pop()) {
    if (module.file?.startsWith(folder)) return true
    for (const importer of module.importers) {
      if (seen.has(importer)) continue
      seen.add(importer)
      pending.push(importer)
    }
  }
  return false
}

/** `target` with one property replaced; its methods still run on `target` itself (private fields and all). */
function overriding<T extends object>(target: T, key: string, value: unknown): T {
  return new Proxy(target, {
    get: (object, property) => {
      if (property === key) return value
      const found: unknown = Reflect.get(object, property)
      return typeof found === 'function' ? found.bind(object) : found
    },
  })
}
