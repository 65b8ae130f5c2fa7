import { blogContentSchema, type BlogContent } from '../../schemas/blog'
import { labelsSchema, type Labels } from '../../schemas/labels'
import { navigationSchema, type Navigation } from '../../schemas/navigation'
import { neighbourhoodSchema, type Neighbourhood } from '../../schemas/neighbourhood'
import { neighbourhoodPageSchema, type NeighbourhoodPageText } from '../../schemas/neighbourhoodPage'
import { pageSchema, type Page } from '../../schemas/page'
import { siteSchema, type Site } from '../../schemas/site'
import { contentFile, fileSlug, parseContent } from '../content/parse'
import type { ImageLibrary } from '../media/images'
import { neighbourhoodPage, neighbourhoodPath } from '../routes/neighbourhoodPage'
import { buildRouteTable } from '../routes/routeTable'

/** A content folder's modules by `import.meta.glob` key ('/content/pages/home.ts'), each its default export. */
export type ContentFiles = Record<string, unknown>

/** What the composition root reads from a content folder, unparsed: the engine checks it here. */
export type SiteSources = {
  /** The folder the files come from ('content'), so messages name the owner's file. */
  folder: string
  site: unknown
  navigation: unknown
  blog: unknown
  neighbourhoodPage: unknown
  labels: unknown
  pages: ContentFiles
  neighbourhoods: ContentFiles
  /** The folder's photos, encoded (the composition root globs them with imagetools' queries). */
  images: ImageLibrary
}

/** One business's parsed content: everything the engine renders, received from the composition root. */
export type SiteContent = {
  site: Site
  navigation: Navigation
  blog: BlogContent
  /** The words every neighbourhood page shares. */
  neighbourhoodPage: NeighbourhoodPageText
  /** The fixed words of the frame, the blocks and the blog. */
  labels: Labels
  /** Every neighbourhood, sorted by name as pt-BR readers sort. */
  neighbourhoods: readonly Neighbourhood[]
  /** Every prerendered content page (content pages, then neighbourhood pages), by path. */
  routes: ReadonlyMap<string, Page>
  /** The site's photos by name. */
  images: ImageLibrary
}

/**
 * Parses a site's content once; a file that does not match its schema, or names a photo that is not in `images`,
 * fails with `file: field.path: message`.
 */
export function loadSite(sources: SiteSources): SiteContent {
  const file = (name: string) => `${sources.folder}/${name}.ts`
  const photos = { folder: `${sources.folder}/images`, names: sources.images.names }
  const site = parseContent(file('site'), siteSchema, sources.site, photos)
  const neighbourhoodPageText = parseContent(file('neighbourhoodPage'), neighbourhoodPageSchema, sources.neighbourhoodPage, photos)
  const pages = Object.entries(sources.pages).map(([key, value]) => parseContent(contentFile(key), pageSchema, value, photos))
  const neighbourhoods = Object.entries(sources.neighbourhoods)
    .map(([key, value]) => {
      const slug = fileSlug(key)
      return {
        ...parseContent(contentFile(key), neighbourhoodSchema, value, photos),
        slug,
        path: neighbourhoodPath(slug, neighbourhoodPageText),
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
  return {
    site,
    navigation: parseContent(file('navigation'), navigationSchema, sources.navigation, photos),
    blog: parseContent(file('blog'), blogContentSchema, sources.blog, photos),
    neighbourhoodPage: neighbourhoodPageText,
    labels: parseContent(file('labels'), labelsSchema, sources.labels, photos),
    neighbourhoods,
    routes: buildRouteTable(
      pages,
      neighbourhoods.map((n) => neighbourhoodPage(n, site, neighbourhoodPageText)),
    ),
    images: sources.images,
  }
}
