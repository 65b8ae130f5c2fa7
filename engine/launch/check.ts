import type { z } from 'zod'
import { checkContent, filesIn } from '../content/check'
import { checkValue, fileSlug } from '../content/parse'
import { contentFilePath, contentFiles, contentFolders } from '../content/table'
import { exampleSiteFields, examplesInNeighbourhood, examplesInPage } from './exampleContent'
import { illustrationWording } from './illustrationWording'
import { accessLogsDisclosure, deliveredJobsDisclosure } from './privacyPage'
import { promisesToConfirm } from './promises'
import { placeholderValues } from './siteValues'

/** What is left before launch, `arquivo: campo: o que fazer` each. */
export type LaunchItems = string[]

/** Loads a content file's default export, given its path from the project root ('content/site.ts'). */
type LoadContent = (file: string) => Promise<unknown>

/**
 * Everything in a project's content that is still an example or says what the business cannot stand behind: the
 * fields of content/site.ts marked as examples (identity, controller, privacy) or whose values still look like
 * placeholders, its promises to confirm and blank order terms, example testimonials, placeholder article dates,
 * "projetos" said of illustrations and a privacy page silent on delivered jobs. Content with errors is reported as
 * one item sending the owner to `npm run conteudo:verificar` first. (The database's demo posts: blog/data/demoPosts.ts.)
 */
export async function launchItems(root: string, load: LoadContent): Promise<LaunchItems> {
  const { errors } = await checkContent(root, load)
  if (errors.length)
    return [
      `content: o conteúdo tem ${errors.length === 1 ? 'um erro' : `${errors.length} erros`} — corrija com npm run conteudo:verificar e rode de novo`,
    ]

  // checkContent found no error, so each file parses.
  const parse = async <S extends z.ZodType>(file: string, schema: S) => checkValue(schema, await load(file)).data as z.infer<S>
  const siteFile = contentFilePath('content', 'site')
  const textFile = contentFilePath('content', 'neighbourhoodPage')
  const site = await parse(siteFile, contentFiles.site)
  const labels = await parse(contentFilePath('content', 'labels'), contentFiles.labels)
  const pages = await Promise.all(
    filesIn(root, 'content/pages').map(async (file) => ({ file, page: await parse(file, contentFolders.pages) })),
  )
  const neighbourhoods = await Promise.all(
    filesIn(root, 'content/neighbourhoods').map(async (file) => ({
      file,
      slug: fileSlug(file),
      neighbourhood: await parse(file, contentFolders.neighbourhoods),
    })),
  )
  const wording = illustrationWording({
    pages,
    neighbourhoods,
    neighbourhoodPage: { file: textFile, text: await parse(textFile, contentFiles.neighbourhoodPage) },
    illustrations: new Set(await parse(contentFilePath('content', 'illustrations'), contentFiles.illustrations)),
  })
  return [
    ...exampleSiteFields(siteFile, site),
    ...placeholderValues(siteFile, site),
    ...promisesToConfirm(siteFile, site),
    ...pages.flatMap(({ file, page }) => examplesInPage(file, page)),
    ...neighbourhoods.flatMap(({ file, neighbourhood }) => examplesInNeighbourhood(file, neighbourhood)),
    ...wording,
    ...deliveredJobsDisclosure(pages, labels.frame.privacyLink.href),
    ...accessLogsDisclosure(pages, labels.frame.privacyLink.href),
  ]
}
