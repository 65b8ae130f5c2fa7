import type { EnvironmentModuleNode, Plugin } from 'vite'
import { describe, expect, it, vi } from 'vitest'
import { adminFullReload, withQuietStyles } from './devReload'

type Hook = (this: unknown, ...args: unknown[]) => unknown

/** A stand-in for wyw-in-js: its transform asks its environment to reload the sheet it has just extracted. */
const reloadingPlugin: Plugin = {
  name: 'reloads-its-sheet',
  transform() {
    const environment = this.environment as unknown as { name: string; reloadModule(module: unknown): Promise<void> }
    void environment.reloadModule('sheet')
    return { code: environment.name }
  },
}

const module = (file: string, importers: EnvironmentModuleNode[] = []) => ({ file, importers: new Set(importers) }) as EnvironmentModuleNode

describe('withQuietStyles', () => {
  it('marks a reloaded sheet stale instead of sending the browser an update', async () => {
    const environment = { name: 'client', moduleGraph: { invalidateModule: vi.fn() }, reloadModule: vi.fn() }
    const transform = withQuietStyles(reloadingPlugin).transform as Hook
    const result = await transform.call({ environment }, '', '/a.ts')
    expect(environment.moduleGraph.invalidateModule).toHaveBeenCalledWith('sheet')
    expect(environment.reloadModule).not.toHaveBeenCalled()
    expect(result).toEqual({ code: 'client' })
  })
})

describe('adminFullReload', () => {
  const hotUpdate = adminFullReload('/site/admin/').hotUpdate as Hook
  const update = (name: string, modules: EnvironmentModuleNode[]) => {
    const send = vi.fn()
    return { result: hotUpdate.call({ environment: { name, hot: { send } } }, { modules }), send }
  }

  it('reloads the page when the edited module is imported, even indirectly, by the admin', () => {
    const styles = module('/site/engine/ui/styles.ts', [module('/site/admin/app/styles/forms.ts', [module('/site/admin/app/router.tsx')])])
    const { result, send } = update('client', [styles])
    expect(send).toHaveBeenCalledWith({ type: 'full-reload' })
    expect(result).toEqual([])
  })

  it('leaves other updates to Vite', () => {
    expect(update('client', [module('/site/renderer/behaviours.ts')]).send).not.toHaveBeenCalled()
    expect(update('ssr', [module('/site/admin/app/router.tsx')]).send).not.toHaveBeenCalled()
  })
})
