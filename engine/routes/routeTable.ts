import type { Page } from '../../schemas/page'
import { neighbourhoods, pages, site } from '../content'
import { neighbourhoodPage, neighbourhoodPath } from './neighbourhoodPage'

/** Builds the path → page table, refusing two pages on one path. */
export function buildRouteTable(contentPages: Iterable<Page>, neighbourhoodPages: Iterable<Page>): ReadonlyMap<string, Page> {
  const table = new Map<string, Page>()
  for (const page of [...contentPages, ...neighbourhoodPages]) {
    if (table.has(page.path)) throw new Error(`Two content pages claim the path ${page.path}`)
    table.set(page.path, page)
  }
  return table
}

/** Every prerendered content page of the site, by path. */
export const routeTable = buildRouteTable(
  pages.values(),
  neighbourhoods.map((n) => neighbourhoodPage(n, site)),
)

/** Paths of the neighbourhood pages, for the dropdown's highlight. */
export const neighbourhoodPaths: ReadonlySet<string> = new Set(neighbourhoods.map((n) => neighbourhoodPath(n.slug)))
