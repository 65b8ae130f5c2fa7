import type { EnvironmentModuleNode, Plugin } from 'vite'
import { describe, expect, it, vi } from 'vitest'
import { adminFullReload, withQuietStyles } from './devReload'

type Hook = (this: unknown, ...args: unknown[]) => unknown

/** A stand-in for wyw-in-js: its transform asks its environment to reload the sheet it has just extracted. */
const reloadingPlugin: Plugin = {
  name: 'reloads-its-sheet',
  configureServer() {},
  transform() {
    const environment = this.environment as unknown as { name: string; reloadModule(module: unknown): Promise<void> }
    void environment.reloadModule({ id: '/site/a.wyw-in-js.css' })
    return { code: environment.name }
  },
}

const module = (file: string, importers: EnvironmentModuleNode[] = []) => ({ file, importers: new Set(importers) }) as EnvironmentModuleNode

/** The plugin wrapped, on a dev server whose browser graph has the sheet both imported and linked. */
function quietOnServer() {
  const sheets = { '/site/a.wyw-in-js.css': 'imported', '/site/a.wyw-in-js.css?direct': 'linked' } as Record<string, string>
  const client = { getModuleById: (id: string) => sheets[id], invalidateModule: vi.fn() }
  const plugin = withQuietStyles(reloadingPlugin)
  ;(plugin.configureServer as Hook).call({}, { environments: { client: { moduleGraph: client } } })
  const transformIn = (name: string) => {
    const environment = { name, reloadModule: vi.fn() }
    return { environment, result: (plugin.transform as Hook).call({ environment }, '', '/site/a.ts') }
  }
  return { client, transformIn }
}

describe('withQuietStyles', () => {
  it.each(['client', 'ssr'])(
    "marks the browser's copies of a sheet stale, whichever side (%s) extracted it, instead of sending an update",
    async (name) => {
      const { client, transformIn } = quietOnServer()
      const { environment, result } = transformIn(name)
      expect(await result).toEqual({ code: name })
      expect(client.invalidateModule.mock.calls).toEqual([['imported'], ['linked']])
      expect(environment.reloadModule).not.toHaveBeenCalled()
    },
  )
})

describe('adminFullReload', () => {
  const hotUpdate = adminFullReload('/site/admin/').hotUpdate as Hook
  const update = (name: string, modules: EnvironmentModuleNode[]) => {
    const send = vi.fn()
    return { result: hotUpdate.call({ environment: { name, hot: { send } } }, { modules }), send }
  }

  it('reloads the page when the edited module is imported, even indirectly, by the admin', () => {
    const styles = module('/site/engine/ui/styles.ts', [
      module('/site/admin/app/styles/forms.ts', [module('/site/admin/app/shell/router.tsx')]),
    ])
    const { result, send } = update('client', [styles])
    expect(send).toHaveBeenCalledWith({ type: 'full-reload' })
    expect(result).toEqual([])
  })

  it('leaves other updates to Vite', () => {
    expect(update('client', [module('/site/renderer/behaviours.ts')]).send).not.toHaveBeenCalled()
    expect(update('ssr', [module('/site/admin/app/shell/router.tsx')]).send).not.toHaveBeenCalled()
  })
})
