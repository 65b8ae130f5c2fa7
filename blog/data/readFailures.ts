import { AsyncLocalStorage } from 'node:async_hooks'

const tracked = new AsyncLocalStorage<{ failed: boolean }>()

/**
 * Runs a render and says whether any database read inside it failed. A post whose read failed still renders
 * something (a redirect to the list, or the post without its related posts), so only this tells the page
 * cache to keep the last good copy instead.
 */
export async function trackReadFailures<T>(render: () => Promise<T>): Promise<{ result: T; failed: boolean }> {
  const store = { failed: false }
  const result = await tracked.run(store, render)
  return { result, failed: store.failed }
}

/** Marks the render in progress, if any, as one whose data could not be read. */
export function noteReadFailure(): void {
  const store = tracked.getStore()
  if (store) store.failed = true
}
