import type { Page } from '../../schemas/page'
import type { LoadedContent } from './loadSite'

/** The site as a virtual module carries it (build/content.ts): plain data, its route table and illustrations as arrays. */
export type SiteData = Omit<LoadedContent, 'routes' | 'illustrations'> & { routes: [string, Page][]; illustrations: string[] }

/** The site as data, for JSON. */
export const siteData = (site: LoadedContent): SiteData => ({ ...site, routes: [...site.routes], illustrations: [...site.illustrations] })

/** The site back from its data. */
export const siteOfData = (data: SiteData): LoadedContent => ({
  ...data,
  routes: new Map(data.routes),
  illustrations: new Set(data.illustrations),
})
