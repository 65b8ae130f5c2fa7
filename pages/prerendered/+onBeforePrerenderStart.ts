import { parsedContent } from '../content'

/** Every content path is prerendered. */
export function onBeforePrerenderStart(): string[] {
  return [...parsedContent().routes.keys()]
}
