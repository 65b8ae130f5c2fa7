import navigationInput from '../../content/navigation'
import siteInput from '../../content/site'
import { navigationSchema } from '../../schemas/navigation'
import { neighbourhoodSchema, type Neighbourhood } from '../../schemas/neighbourhood'
import { pageSchema, type Page } from '../../schemas/page'
import { siteSchema } from '../../schemas/site'
import { lazy } from './lazy'
import { contentFile, fileSlug, parseContent } from './parse'

type ContentModule = { default: unknown }


/** The business identity; SITE_URL overrides the canonical base at build. */
export const site = parseContent('content/site.ts', siteSchema, {
  ...siteInput,
  siteUrl: process.env.SITE_URL || siteInput.siteUrl,
})

/** Menus and breadcrumb labels. */
export const navigation = parseContent('content/navigation.ts', navigationSchema, navigationInput)

/** Every content page, in file order; parsed on first use, since Vike also loads route files at config time. */
export const contentPages = lazy((): readonly Page[] =>
  Object.entries(import.meta.glob<ContentModule>('/content/pages/*.ts', { eager: true })).map(([key, mod]) => parseContent(contentFile(key), pageSchema, mod.default)),
)

/** Every neighbourhood, sorted by name as pt-BR readers sort. */
export const neighbourhoods = lazy((): readonly Neighbourhood[] =>
  Object.entries(import.meta.glob<ContentModule>('/content/neighbourhoods/*.ts', { eager: true }))
    .map(([key, mod]) => ({ ...parseContent(contentFile(key), neighbourhoodSchema, mod.default), slug: fileSlug(key) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
)
