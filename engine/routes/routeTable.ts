import type { Page } from '../../schemas/page'

/** Builds the path → page table, refusing two pages on one path. */
export function buildRouteTable(contentPages: Iterable<Page>, neighbourhoodPages: Iterable<Page>): ReadonlyMap<string, Page> {
  const table = new Map<string, Page>()
  for (const page of [...contentPages, ...neighbourhoodPages]) {
    if (table.has(page.path)) throw new Error(`Duas páginas usam o endereço ${page.path} — mude o path de uma delas`)
    table.set(page.path, page)
  }
  return table
}
