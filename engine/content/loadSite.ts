import type { BlogContent } from '../../schemas/blog'
import type { Labels } from '../../schemas/labels'
import type { Navigation } from '../../schemas/navigation'
import type { Neighbourhood } from '../../schemas/neighbourhood'
import type { NeighbourhoodPageText } from '../../schemas/neighbourhoodPage'
import type { Page } from '../../schemas/page'
import type { Site } from '../../schemas/site'
import { ContentError } from './report'
import type { ImageLibrary } from '../media/images'
import type { ShareCardFiles } from '../seo/shareCards'
import { showsIllustrations } from '../media/illustrations'
import { neighbourhoodPage } from '../routes/neighbourhoodPage'
import { checkSite, type ContentSources } from './checkSite'
import { withoutExampleTestimonials } from './exampleTestimonials'

/**
 * What the composition root reads from a content folder, unparsed: each file of the content table (./table.ts)
 * by name, each of its folders as glob results (checked by ./checkSite.ts), and what the build made of it.
 */
type SiteSources = ContentSources & {
  /** The folder's photos, encoded (the composition root globs them with imagetools' queries). */
  images: ImageLibrary
  /**
   * The owner's preview (npm run dev): the one place example testimonials show, labelled as such, and where a page
   * or neighbourhood with errors is left out instead of failing the whole site.
   */
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
  /** Every prerendered content page (content pages, then neighbourhood pages), by path: checkSite refuses two on one. */
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

/** The parsed content without its encoded photos: what the content stage hands to the build, as data. */
export type LoadedContent = Omit<ParsedContent, 'images'>

/**
 * Builds the site from checkSite's result; none when content has errors, except in the owner's preview: there a page
 * or neighbourhood file with errors is left out, so the rest of the site still shows while she writes it (the preview
 * shows the left-out page's errors at its address); an error in a file every page reads leaves no site there either.
 */
export function siteFrom({ report, checked }: ReturnType<typeof checkSite>, preview: boolean): LoadedContent | undefined {
  const { files } = checked
  if (!files || (report.errors.length && !preview)) return undefined
  const { site, neighbourhoodPage: neighbourhoodPageText } = files
  const pages = checked.pages.map(({ page }) => page)
  const neighbourhoods = checked.neighbourhoods
    .map(({ slug, path, data }) => ({ ...data, slug, path }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
  const illustrations = new Set(files.illustrations)
  const illustratedPaths = new Set([
    ...pages.filter((page) => showsIllustrations(page.blocks, illustrations)).map((page) => page.path),
    ...neighbourhoods.filter((n) => n.gallery.some((picture) => illustrations.has(picture.image))).map((n) => n.path),
  ])
  const shown = preview ? (page: Page) => page : withoutExampleTestimonials
  const routes = [...pages, ...neighbourhoods.map((n) => neighbourhoodPage(n, site, neighbourhoodPageText, illustratedPaths))].map(shown)
  return {
    site,
    navigation: files.navigation,
    blog: files.blog,
    neighbourhoodPage: neighbourhoodPageText,
    labels: files.labels,
    neighbourhoods,
    routes: new Map(routes.map((page) => [page.path, page])),
    illustrations,
  }
}

/**
 * Checks a site's content (./checkSite.ts) and builds the site from it (a fixture's or a test's content; the site's
 * own comes from the content stage, ./stage.ts). Content with errors fails with the report (a ContentError, its lines
 * `file: field.path: message`), except in the owner's preview, as siteFrom says.
 */
export function loadSite(sources: SiteSources): ParsedContent {
  const result = checkSite(sources)
  const site = siteFrom(result, Boolean(sources.preview))
  if (!site) throw new ContentError(result.report)
  return { ...site, images: sources.images }
}
