/** Where a tab notes when it last reloaded for a chunk the server no longer has. */
const RELOADED_AT = 'cortinas-admin:recarregado-para-nova-versao'

/** A second failure this soon after such a reload is no new build (the network, a broken deploy): it shows as an error. */
const AGAIN_MS = 60_000

/** The parts of the browser's window this needs. */
export type ReloadingWindow = { sessionStorage: Pick<Storage, 'getItem' | 'setItem'>; location: Pick<Location, 'reload'> }

/**
 * Loads a lazy chunk of the admin (a screen, the rich text editor). When the site is published while the admin is
 * open, the instances that answer now hold only the new build, whose chunks have other names: the tab's next lazy
 * chunk fails to load (Vite also fires `vite:preloadError`). The tab then reloads at the same address, which loads
 * the new build. Nothing typed is lost: the editor keeps its form in a local draft at every change and offers it
 * after the reload. A preload that fails (a link touched, the likely next screen) only tries again later; this is for
 * chunks being shown.
 */
export function reloadWhenMissing<T>(load: () => Promise<T>, target: () => ReloadingWindow = () => window): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      const { sessionStorage, location } = target()
      if (!noteReload(sessionStorage)) throw error
      location.reload()
      // The page is going away: nothing renders meanwhile.
      return new Promise<never>(() => {})
    })
}

/** Notes a reload now, unless one was noted within AGAIN_MS or the tab keeps no session storage. */
function noteReload(storage: ReloadingWindow['sessionStorage']): boolean {
  try {
    if (Date.now() - Number(storage.getItem(RELOADED_AT) ?? 0) < AGAIN_MS) return false
    storage.setItem(RELOADED_AT, String(Date.now()))
    return true
  } catch {
    return false
  }
}
