import type { z } from 'zod'
import type { NeighbourhoodPageText } from '../../schemas/neighbourhoodPage'
import type { Page } from '../../schemas/page'
import { SLUG_PATTERN } from '../../schemas/slug'
import { contentMessages } from './catalogue'
import { sharedSentenceWarnings, type NeighbourhoodText } from './duplicates'
import { checkValue, contentFile, fileSlug, type KnownNames } from './parse'
import { problemIn, type ContentProblem, type ContentReport } from './report'
import { guessPreposition } from './scaffold'
import { searchTextWarnings } from './searchText'
import { contentFileNames, contentFilePath, contentFiles, contentFolders, type ContentFileName, type ContentFolderName } from './table'
import { neighbourhoodPath } from '../routes/neighbourhoodPage'
import type { ImageLibrary } from '../media/images'

/** A content folder's modules by `import.meta.glob` key ('/content/pages/home.ts'), each its default export. */
type ContentFiles = Record<string, unknown>

/**
 * What checkSite reads of loadSite's sources: each file of the content table (./table.ts) by name, unparsed,
 * each of its folders as glob results, the folder they come from ('content', so messages name the owner's file) and
 * the names of its photos.
 */
export type ContentSources = Record<ContentFileName, unknown> &
  Record<ContentFolderName, ContentFiles> & { folder: string; images: Pick<ImageLibrary, 'names'> }

/** A file of a content folder (pages/, neighbourhoods/) once checked: its value, parsed when it has no error. */
type FolderFile<T> = { file: string; raw: unknown; data?: T; page?: string }

/** The content that passed, for loadSite to build the site from: every file of the table, and each folder's good files. */
export type CheckedContent = {
  files?: { [name in ContentFileName]: z.infer<(typeof contentFiles)[name]> }
  pages: { file: string; page: Page }[]
  neighbourhoods: { file: string; slug: string; path: string; data: z.infer<typeof contentFolders.neighbourhoods> }[]
}

/** Where checkSite counts its runs: on globalThis, so the build's module runner and its bundle add to one count. */
const CHECKS = Symbol.for('site.contentChecks')

/** How many times this process has checked a site's content: the bench shows one per build (scripts/bench/contentLoads.ts). */
export const contentChecks = (): number => (globalThis as Record<symbol, number | undefined>)[CHECKS] ?? 0

/**
 * Checks every file of a site's content in one pass, collecting each problem instead of stopping at the first:
 * each file against its schema and its photos (./parse.ts); then what no single file shows: two pages on
 * one address, a neighbourhood file name that cannot be an address, page links (featured, 'Leia também') to no
 * page; and, as warnings, texts longer than a search result shows, neighbourhoods that repeat each other and a
 * preposition other than the one a neighbourhood's first word settles ('na Vila …').
 * A problem in a page's or neighbourhood's file names that page's address, so the preview can show the rest.
 */
export function checkSite(sources: ContentSources): { report: ContentReport; checked: CheckedContent } {
  ;(globalThis as Record<symbol, number | undefined>)[CHECKS] = contentChecks() + 1
  const errors: ContentProblem[] = []
  const known: KnownNames = { photos: { folder: `${sources.folder}/images`, names: sources.images.names } }
  const check = <S extends z.ZodType>(file: string, schema: S, value: unknown, page?: string, names = known): z.infer<S> | undefined => {
    const checked = checkValue(schema, value, names)
    errors.push(...(checked.problems ?? []).map((line) => problemIn(file, line, page)))
    return checked.data
  }
  const parsed = Object.fromEntries(
    contentFileNames.map((name) => [name, check(contentFilePath(sources.folder, name), contentFiles[name], sources[name])]),
  )
  const text = parsed.neighbourhoodPage as NeighbourhoodPageText | undefined
  const pages = Object.entries(sources.pages).map(([key, raw]): FolderFile<Page> => {
    // A problem in a page whose address is not one the schema accepts concerns every page: no address would show it.
    const path = contentFolders.pages.shape.path.safeParse((raw as { path?: unknown } | undefined)?.path)
    const page = path.success ? path.data : undefined
    return { file: contentFile(key), raw, page, data: check(contentFile(key), contentFolders.pages, raw, page) }
  })
  const neighbourhoods = Object.entries(sources.neighbourhoods).map(([key, raw]) => {
    const file = contentFile(key)
    const slug = fileSlug(key)
    if (!SLUG_PATTERN.test(slug)) errors.push(problemIn(file, contentMessages.badFileName()))
    const page = text && SLUG_PATTERN.test(slug) ? neighbourhoodPath(slug, text) : undefined
    return { file, raw, page, data: check(file, contentFolders.neighbourhoods, raw, page) }
  })

  const owners = new Map<string, string>()
  for (const { file, page, data } of [...pages, ...neighbourhoods]) {
    if (!data || !page) continue
    const owner = owners.get(page)
    if (owner) errors.push(problemIn(file, contentMessages.takenPath(page, owner), page))
    else owners.set(page, file)
  }
  // The page links, once every address is known; each file's schema and photos passed above.
  const links = { pages: new Set(owners.keys()) }
  const blogFile = contentFilePath(sources.folder, 'blog')
  if (parsed.blog) check(blogFile, contentFiles.blog, sources.blog, undefined, links)
  for (const { file, raw, page, data } of pages) if (data) check(file, contentFolders.pages, raw, page, links)

  const failed = new Set(errors.map((error) => error.file))
  const good = <T>(list: FolderFile<T>[]) =>
    list.filter((item): item is FolderFile<T> & { data: T } => !!item.data && !failed.has(item.file))
  const texts = neighbourhoods.flatMap(({ file, raw, data }): NeighbourhoodText[] =>
    data ? [{ file, content: raw as NeighbourhoodText['content'] }] : [],
  )
  const searchTexts = [...pages, ...neighbourhoods].flatMap(({ file, data }) =>
    data ? searchTextWarnings(file, data).map((line) => ({ file, text: line })) : [],
  )
  const prepositions = neighbourhoods.flatMap(({ file, data }) => {
    const usual = data && guessPreposition(data.name)
    return data && usual && usual !== data.preposition
      ? [problemIn(file, contentMessages.preposition(data.name, data.preposition, usual))]
      : []
  })
  const files = contentFileNames.every((name) => parsed[name] !== undefined && !failed.has(contentFilePath(sources.folder, name)))
  return {
    report: { errors, warnings: [...sharedSentenceWarnings(texts), ...searchTexts, ...prepositions] },
    checked: {
      files: files ? (parsed as CheckedContent['files']) : undefined,
      pages: good(pages).map(({ file, data }) => ({ file, page: data })),
      neighbourhoods: good(neighbourhoods).flatMap(({ file, page, data }) =>
        page ? [{ file, slug: fileSlug(file), path: page, data }] : [],
      ),
    },
  }
}
