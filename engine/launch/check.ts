import { contentMessages } from '../content/catalogue'
import type { ContentCheck } from '../content/check'
import { contentFilePath } from '../content/table'
import { exampleSiteFields, examplesInNeighbourhood, examplesInPage } from './exampleContent'
import { illustrationWording } from './illustrationWording'
import { accessLogsDisclosure, deliveredJobsDisclosure } from './privacyPage'
import { promisesToConfirm } from './promises'
import { placeholderValues } from './siteValues'

/** What is left before launch, `arquivo: campo: o que fazer` each. */
export type LaunchItems = string[]

/**
 * Everything in a project's content that is still an example or says what the business cannot stand behind: the
 * fields of content/site.ts marked as examples (identity, controller, privacy) or whose values still look like
 * placeholders, its promises to confirm and blank order terms, example testimonials, placeholder article dates,
 * "projetos" said of illustrations and a privacy page silent on delivered jobs, read from the content stage's check
 * (../content/stage.ts), not from the files again. Content with errors is reported as one item sending the owner to
 * `npm run conteudo:verificar` first. (The database's demo posts: blog/data/demoPosts.ts.)
 */
export function launchItems({ report, checked }: ContentCheck): LaunchItems {
  const { errors } = report
  if (errors.length || !checked.files) return [contentMessages.launch.contentErrors(errors.length)]
  const { site, labels, neighbourhoodPage, illustrations } = checked.files
  const siteFile = contentFilePath('content', 'site')
  const textFile = contentFilePath('content', 'neighbourhoodPage')
  const { pages } = checked
  const neighbourhoods = checked.neighbourhoods.map(({ file, slug, data }) => ({ file, slug, neighbourhood: data }))
  const wording = illustrationWording({
    pages,
    neighbourhoods,
    neighbourhoodPage: { file: textFile, text: neighbourhoodPage },
    illustrations: new Set(illustrations),
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
