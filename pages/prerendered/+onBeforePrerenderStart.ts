import { getGlobalContext } from 'vike/server'
import type { GlobalContextServer } from 'vike/types'

/** Every content path is prerendered. */
export async function onBeforePrerenderStart(): Promise<string[]> {
  // A hook with no pageContext: the global context Vike hands it is the server's (prerendering runs there).
  const { site } = (await getGlobalContext()) as GlobalContextServer
  return [...site.routes.keys()]
}
