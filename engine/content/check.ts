import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { checkSite, type CheckedContent } from './checkSite'
import { photoWidthWarnings } from './advice'
import { contentMessages } from './catalogue'
import { lookalikeWarnings } from './lookalikes'
import type { PhotoNames } from './types'
import { problemIn, type ContentProblem, type ContentReport } from './report'
import { contentSyntaxErrors } from './syntax'
import { contentFileNames, contentFilePath, contentFolderNames, type ContentFileName } from './table'

/** Loads a content file's default export, given its path from the project root ('content/site.ts'). */
export type LoadContent = (file: string) => Promise<unknown>

/** The check's report, and the content that passed it (checkSite's), for the stage to build the site from. */
export type ContentCheck = { report: ContentReport; checked: CheckedContent }

/** The .ts files of a content folder, as paths from the project root. */
export function filesIn(root: string, folder: string): string[] {
  return readdirSync(join(root, folder))
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => `${folder}/${name}`)
}

/** The names of the photos in a content images folder, without .jpg, sorted; none when the folder is missing. */
function photosIn(root: string, folder: string): PhotoNames {
  const files = existsSync(join(root, folder)) ? readdirSync(join(root, folder)) : []
  const names = files.filter((name) => name.endsWith('.jpg')).map((name) => name.slice(0, -'.jpg'.length))
  return { folder, names: names.sort() }
}

/**
 * The content check of the content stage (./stage.ts: the build, `npm run dev`, `npm run conteudo:verificar`): checkSite's
 * report (./checkSite.ts), read from the files on disk, with what only the disk shows. A file that does not parse is
 * reported alone, with its line and the lines around it, before anything is loaded (./syntax.ts); a file that
 * cannot be loaded is reported instead of its fields; photo names are looked up among the .jpg files of
 * `content/images`, the photos the build encodes, and photos narrower than the guide's 1600 px, and galleries
 * showing one photo twice or two near-identical ones, are warned of.
 */
export async function checkContent(root: string, load: LoadContent): Promise<ContentCheck> {
  const syntaxErrors = contentSyntaxErrors(root)
  if (syntaxErrors.length) return { report: { errors: syntaxErrors, warnings: [] }, checked: { pages: [], neighbourhoods: [] } }
  const unreadable: ContentProblem[] = []
  const read = (file: string) =>
    load(file).catch((error: unknown) => {
      unreadable.push(problemIn(file, contentMessages.unreadable(error instanceof Error ? error.message : String(error))))
      return undefined
    })
  const files = Object.fromEntries(
    await Promise.all(contentFileNames.map(async (name) => [name, await read(contentFilePath('content', name))] as const)),
  ) as Record<ContentFileName, unknown>
  const folders = Object.fromEntries(
    await Promise.all(
      contentFolderNames.map(async (name) => {
        const values = await Promise.all(filesIn(root, `content/${name}`).map(async (file) => [`/${file}`, await read(file)] as const))
        return [name, Object.fromEntries(values.filter(([, value]) => value !== undefined))] as const
      }),
    ),
  )
  const photos = photosIn(root, 'content/images')
  const { report, checked } = checkSite({
    folder: 'content',
    images: photos,
    ...files,
    pages: folders.pages ?? {},
    neighbourhoods: folders.neighbourhoods ?? {},
  })
  const broken = new Set(unreadable.map((problem) => problem.file))
  const widths = (await photoWidthWarnings(root, photos)).map((text) => ({ file: photos.folder, text }))
  const galleries = [
    ...checked.pages.flatMap(({ file, page }) =>
      page.blocks.flatMap((block, i) =>
        block.type === 'gallery' ? [{ file, field: `blocks[${i}].pictures`, images: block.pictures.map((p) => p.image) }] : [],
      ),
    ),
    ...checked.neighbourhoods.map(({ file, data }) => ({ file, field: 'gallery', images: data.gallery.map((p) => p.image) })),
  ]
  const lookalikes = await lookalikeWarnings(root, photos, galleries)
  return {
    report: {
      errors: [...unreadable, ...report.errors.filter((problem) => !broken.has(problem.file))],
      warnings: [...report.warnings, ...widths, ...lookalikes],
    },
    checked,
  }
}
