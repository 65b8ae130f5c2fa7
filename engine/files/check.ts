import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { z } from 'zod'
import { photoWidthWarnings, searchTextWarnings } from './advice'
import type { NeighbourhoodPageText } from '../../schemas/neighbourhoodPage'
import { neighbourhoodPath } from '../routes/neighbourhoodPage'
import { sharedSentenceWarnings, type NeighbourhoodText } from './duplicates'
import { contentFileNames, contentFilePath, contentFiles, contentFolderNames, contentFolders } from './table'
import { checkValue, fileSlug } from './parse'
import type { PhotoNames } from './photos'
import { contentSyntaxErrors } from './syntax'

/** What the content check found: errors stop the build, warnings do not. */
export type ContentReport = { errors: string[]; warnings: string[] }

/** Loads a content file's default export, given its path from the project root ('content/site.ts'). */
type LoadContent = (file: string) => Promise<unknown>

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
 * Checks every content file against its schema, with the same pt-BR messages as the build, plus what no single
 * schema sees: two pages on one address, a neighbourhood file name that cannot be an address, featured and
 * 'Leia também' addresses with no page, and (as warnings) neighbourhood texts that repeat each other. Photo names
 * are checked against the .jpg files in `content/images`, the photos the build encodes. Also warned of: titles and
 * descriptions longer than a search result shows, photos narrower than the guide's 1600 px. The files and their
 * schemas are loadSite's (./files.ts); every error is collected instead of stopping at the first. A file that does not
 * parse is reported alone, before anything is loaded (./syntax.ts).
 */
export async function checkContent(root: string, load: LoadContent): Promise<ContentReport> {
  const syntaxErrors = contentSyntaxErrors(root)
  if (syntaxErrors.length) return { errors: syntaxErrors, warnings: [] }
  const errors: string[] = []
  const parsed = new Map<string, unknown>()
  const photos = photosIn(root, 'content/images')
  const check = async (file: string, schema: z.ZodType) => {
    const value = await load(file).catch((error: unknown) => {
      errors.push(
        `${file}: o arquivo não pôde ser lido — confira vírgulas, aspas e chaves perto do ponto indicado: ${error instanceof Error ? error.message : String(error)}`,
      )
      return undefined
    })
    if (value === undefined) return
    const checked = checkValue(schema, value, photos)
    if (checked.problems) errors.push(...checked.problems.map((line) => `${file}: ${line}`))
    else parsed.set(file, value)
  }
  for (const name of contentFileNames) await check(contentFilePath('content', name), contentFiles[name])
  const listed = new Map(contentFolderNames.map((name) => [name, filesIn(root, `content/${name}`)]))
  for (const [name, files] of listed) for (const file of files) await check(file, contentFolders[name])
  const pages = listed.get('pages') ?? []
  const neighbourhoods = listed.get('neighbourhoods') ?? []

  const owners = new Map<string, string>()
  for (const file of pages) {
    const path = (parsed.get(file) as { path?: string } | undefined)?.path
    if (!path) continue
    const owner = owners.get(path)
    if (owner) errors.push(`${file}: path: o endereço ${path} já é de ${owner} — escolha outro endereço`)
    else owners.set(path, file)
  }
  for (const file of neighbourhoods) {
    const slug = fileSlug(file)
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
      errors.push(
        `${file}: o nome do arquivo vira o endereço da página — use só letras minúsculas sem acento, números e hífens, como vila-madalena.ts`,
      )
    }
  }

  const neighbourhoodText = parsed.get(contentFilePath('content', 'neighbourhoodPage')) as NeighbourhoodPageText | undefined
  const known = new Set([
    ...owners.keys(),
    ...(neighbourhoodText ? neighbourhoods.map((file) => neighbourhoodPath(fileSlug(file), neighbourhoodText)) : []),
  ])
  const missing = (path: string) => (known.has(path) ? [] : [`nenhuma página tem o endereço ${path} — confira o endereço ou crie a página`])
  const blog = parsed.get('content/blog.ts') as { featured: string[] } | undefined
  blog?.featured.forEach((path, i) => errors.push(...missing(path).map((why) => `content/blog.ts: featured[${i}]: ${why}`)))
  for (const file of pages) {
    const blocks = (parsed.get(file) as { blocks: { type: string; readAlso?: string[] }[] } | undefined)?.blocks ?? []
    blocks.forEach((block, i) =>
      block.readAlso?.forEach((path, j) => errors.push(...missing(path).map((why) => `${file}: blocks[${i}].readAlso[${j}]: ${why}`))),
    )
  }

  const texts = neighbourhoods.flatMap((file): NeighbourhoodText[] => {
    const content = parsed.get(file) as NeighbourhoodText['content'] | undefined
    return content ? [{ file, content }] : []
  })
  const searchTexts = [...pages, ...neighbourhoods].flatMap((file) => {
    const value = parsed.get(file) as { title?: string; description?: string } | undefined
    return value ? searchTextWarnings(file, value) : []
  })
  return { errors, warnings: [...sharedSentenceWarnings(texts), ...searchTexts, ...(await photoWidthWarnings(root, photos))] }
}
