import navigationInput from '../../content/navigation'
import siteInput from '../../content/site'
import { navigationSchema } from '../../schemas/navigation'
import { neighbourhoodSchema, type Neighbourhood } from '../../schemas/neighbourhood'
import { pageSchema, type Page } from '../../schemas/page'
import { siteSchema } from '../../schemas/site'
import { contentFile, fileSlug, parseContent } from './parse'

type ContentModule = { default: unknown }

const pageModules = import.meta.glob<ContentModule>('/content/pages/*.ts', { eager: true })
const neighbourhoodModules = import.meta.glob<ContentModule>('/content/neighbourhoods/*.ts', { eager: true })

/** The business identity; SITE_URL overrides the canonical base at build. */
export const site = parseContent('content/site.ts', siteSchema, {
  ...siteInput,
  siteUrl: process.env.SITE_URL || siteInput.siteUrl,
})

/** Menus and breadcrumb labels. */
export const navigation = parseContent('content/navigation.ts', navigationSchema, navigationInput)

/** Every content page, keyed by its path. */
export const pages: ReadonlyMap<string, Page> = new Map(
  Object.entries(pageModules).map(([key, mod]) => {
    const page = parseContent(contentFile(key), pageSchema, mod.default)
    return [page.path, page] as const
  }),
)

/** Every neighbourhood, sorted by name as pt-BR readers sort. */
export const neighbourhoods: readonly Neighbourhood[] = Object.entries(neighbourhoodModules)
  .map(([key, mod]) => ({ ...parseContent(contentFile(key), neighbourhoodSchema, mod.default), slug: fileSlug(key) }))
  .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
