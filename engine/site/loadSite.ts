import type { BlogContent } from '../../schemas/blog'
import type { Labels } from '../../schemas/labels'
import type { Navigation } from '../../schemas/navigation'
import type { Neighbourhood } from '../../schemas/neighbourhood'
import type { NeighbourhoodPageText } from '../../schemas/neighbourhoodPage'
import type { Page } from '../../schemas/page'
import type { Site } from '../../schemas/site'
import { contentFilePath, contentFiles, contentFolders, type ContentFileName, type ContentFolderName } from '../files/table'
import { contentFile, fileSlug, parseContent } from '../files/parse'
import type { ImageLibrary } from '../media/images'
import type { ShareCardFiles } from '../seo/shareCards'
import { showsIllustrations } from '../media/illustrations'
import { neighbourhoodPage, neighbourhoodPath } from '../routes/neighbourhoodPage'
import { buildRouteTable } from '../routes/routeTable'
import { withoutExampleTestimonials } from './exampleTestimonials'

/** A content folder's modules by `import.meta.glob` key ('/content/pages/home.ts'), each its default export. */
type ContentFiles = Record<string, unknown>

/**
 * What the composition root reads from a content folder, unparsed: each file of the content table (../content/files.ts)
 * by name, each of its folders as glob results. The engine checks it here.
 */
type SiteSources = Record<ContentFileName, unknown> &
  Record<ContentFolderName, ContentFiles> & {
    /** The folder the files come from ('content'), so messages name the owner's file. */
    folder: string
    /** The folder's photos, encoded (the composition root globs them with imagetools' queries). */
    images: ImageLibrary
    /** The owner's preview (npm run dev), the one place example testimonials show, labelled as such. */
    preview?: boolean
  }

/** One business's parsed content: what the build draws the share cards from (seo/shareCards.ts). */
export type ParsedContent = {
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
  /** The names of the photos that are illustrations, not photos of delivered work. */
  illustrations: ReadonlySet<string>
}

/** Everything the engine renders, received from the composition root: the parsed content and its share cards. */
export type SiteContent = ParsedContent & {
  /** The share cards the build drew from this content, by key (seo/shareCards.ts). */
  cardFiles: ShareCardFiles
}

/**
 * Parses a site's content once; a file that does not match its schema, or names a photo that is not in `images`,
 * fails with `file: field.path: message`.
 */
export function loadSite(sources: SiteSources): ParsedContent {
  const photos = { folder: `${sources.folder}/images`, names: sources.images.names }
  const file = (name: ContentFileName) => contentFilePath(sources.folder, name)
  const site = parseContent(file('site'), contentFiles.site, sources.site, photos)
  const neighbourhoodPageText = parseContent(file('neighbourhoodPage'), contentFiles.neighbourhoodPage, sources.neighbourhoodPage, photos)
  const pages = Object.entries(sources.pages).map(([key, value]) => parseContent(contentFile(key), contentFolders.pages, value, photos))
  const neighbourhoods = Object.entries(sources.neighbourhoods)
    .map(([key, value]) => {
      const slug = fileSlug(key)
      return {
        ...parseContent(contentFile(key), contentFolders.neighbourhoods, value, photos),
        slug,
        path: neighbourhoodPath(slug, neighbourhoodPageText),
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
  const illustrations = new Set(parseContent(file('illustrations'), contentFiles.illustrations, sources.illustrations, photos))
  const illustratedPaths = new Set([
    ...pages.filter((page) => showsIllustrations(page.blocks, illustrations)).map((page) => page.path),
    ...neighbourhoods.filter((n) => n.gallery.some((picture) => illustrations.has(picture.image))).map((n) => n.path),
  ])
  const shown = sources.preview ? (page: Page) => page : withoutExampleTestimonials
  return {
    site,
    navigation: parseContent(file('navigation'), contentFiles.navigation, sources.navigation, photos),
    blog: parseContent(file('blog'), contentFiles.blog, sources.blog, photos),
    neighbourhoodPage: neighbourhoodPageText,
    labels: parseContent(file('labels'), contentFiles.labels, sources.labels, photos),
    neighbourhoods,
    routes: buildRouteTable(
      pages.map(shown),
      neighbourhoods.map((n) => shown(neighbourhoodPage(n, site, neighbourhoodPageText, illustratedPaths))),
    ),
    images: sources.images,
    illustrations,
  }
}
