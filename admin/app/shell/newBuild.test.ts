import { describe, expect, it, vi } from 'vitest'
import { reloadWhenMissing, type ReloadingWindow } from './newBuild'

function tab(): ReloadingWindow & { reload: ReturnType<typeof vi.fn> } {
  const stored = new Map<string, string>()
  const reload = vi.fn()
  return {
    sessionStorage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
    location: { reload },
    reload,
  }
}

const missingChunk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Editor-old.js'))

describe('a lazy chunk of a build the server no longer has', () => {
  it('loads as usual when the chunk is there', async () => {
    const window = tab()
    await expect(
      reloadWhenMissing(
        () => Promise.resolve('screen'),
        () => window,
      )(),
    ).resolves.toBe('screen')
    expect(window.reload).not.toHaveBeenCalled()
  })

  it('reloads the tab once, then lets a second failure show', async () => {
    const window = tab()
    const load = reloadWhenMissing(missingChunk, () => window)
    void load()
    await vi.waitFor(() => expect(window.reload).toHaveBeenCalledTimes(1))
    await expect(load()).rejects.toThrow('Failed to fetch dynamically imported module')
    expect(window.reload).toHaveBeenCalledTimes(1)
  })

  it('does not reload a tab that keeps no session storage (it could not tell a loop)', async () => {
    const window = tab()
    window.sessionStorage.getItem = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    await expect(reloadWhenMissing(missingChunk, () => window)()).rejects.toThrow('Failed to fetch')
    expect(window.reload).not.toHaveBeenCalled()
  })
})
