import { blogContentSchema } from '../../schemas/blog'
import { illustrationsSchema } from '../../schemas/image'
import { labelsSchema } from '../../schemas/labels'
import { navigationSchema } from '../../schemas/navigation'
import { neighbourhoodSchema } from '../../schemas/neighbourhood'
import { neighbourhoodPageSchema } from '../../schemas/neighbourhoodPage'
import { pageSchema } from '../../schemas/page'
import { siteSchema } from '../../schemas/site'

/**
 * The files of a content folder and the schema each must match, read by loadSite and by the content check
 * (`npm run conteudo:verificar`), which reports them in this order. One file per entry: `<name>.ts`.
 */
export const contentFiles = {
  site: siteSchema,
  navigation: navigationSchema,
  blog: blogContentSchema,
  neighbourhoodPage: neighbourhoodPageSchema,
  labels: labelsSchema,
  illustrations: illustrationsSchema,
}

/** The folders of a content folder whose every file matches one schema: `<name>/*.ts`. */
export const contentFolders = {
  pages: pageSchema,
  neighbourhoods: neighbourhoodSchema,
}

export type ContentFileName = keyof typeof contentFiles
export type ContentFolderName = keyof typeof contentFolders

// Object.keys types its result string[]; these tables have no other keys.
const namesOf = <T extends object>(table: T) => Object.keys(table) as (keyof T & string)[]

/** The table's file names, in its order. */
export const contentFileNames = namesOf(contentFiles)

/** The table's folder names, in its order. */
export const contentFolderNames = namesOf(contentFolders)

/** A content file's path ('content/site.ts'), from the content folder and the file's name in the table. */
export const contentFilePath = (folder: string, name: ContentFileName) => `${folder}/${name}.ts`
