import { siteContent } from '../pages/site'
import type { Neighbourhood } from '../schemas/neighbourhood'

/**
 * Real pages picked from what content/ holds now, for tests of generic behaviour: the owner may remove or rename
 * any neighbourhood or page with no test edited. Browser and integration tests run on a build of the same content.
 */

/** A neighbourhood of the content, with the file it comes from (`content/neighbourhoods/<slug>.ts`). */
export type SampleNeighbourhood = Neighbourhood & { file: string }

/** The first neighbourhood in loadSite's order (by name). */
export function sampleNeighbourhood(): SampleNeighbourhood {
  const [first] = siteContent().neighbourhoods
  if (!first) throw new Error('content/neighbourhoods has no neighbourhood to test with')
  return { ...first, file: `content/neighbourhoods/${first.slug}.ts` }
}

/** The path of every page in content/pages, in the route table's order. */
export function contentPagePaths(): string[] {
  const { neighbourhoods, routes } = siteContent()
  const neighbourhoodPaths = new Set(neighbourhoods.map((n) => n.path))
  return [...routes.keys()].filter((path) => !neighbourhoodPaths.has(path))
}
