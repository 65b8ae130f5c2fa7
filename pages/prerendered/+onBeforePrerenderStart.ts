import { siteContent } from '../site'

/** Every content path is prerendered. */
export function onBeforePrerenderStart(): string[] {
  return [...siteContent().routes.keys()]
}
