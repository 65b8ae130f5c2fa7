import { routeTable } from '../../engine/routes/routeTable'

/** Every content path is prerendered. */
export function onBeforePrerenderStart(): string[] {
  return [...routeTable().keys()]
}
