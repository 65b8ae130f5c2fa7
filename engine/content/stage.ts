import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { checkContent, type LoadContent } from './check'
import type { CheckedContent } from './checkSite'
import { siteFrom, type LoadedContent } from './loadSite'
import type { ContentReport } from './report'

/** What the content stage made of a content folder, in one pass: the report, what passed it, and the site built from it. */
export type ContentStage = {
  report: ContentReport
  checked: CheckedContent
  /** None when content has errors (in the preview: only errors in a file every page reads). */
  site?: LoadedContent
}

/** How the stage reads a folder: the owner's preview keeps what a build leaves out; SITE_URL overrides the canonical base. */
export type StageOptions = { preview: boolean; siteUrl?: string }

/** Imports a content file with Node's own import, from the folder `root` (the owner's commands, outside Vite). */
export const importFromDisk =
  (root: string): LoadContent =>
  async (file) =>
    ((await import(pathToFileURL(resolve(root, file)).href)) as { default: unknown }).default

/**
 * The content stage: checks the content folder of `root` (./check.ts) and builds the site from what passed
 * (./loadSite.ts), once. The build and `npm run dev` run it in Vite's module runner (build/content.ts) and hand its
 * result to the pages, the share cards, the sitemap and the launch check; `npm run conteudo:verificar` runs it with
 * Node's own import.
 */
export async function contentStage(root: string, { preview, siteUrl }: StageOptions, load: LoadContent): Promise<ContentStage> {
  const { report, checked } = await checkContent(root, load)
  const site = siteFrom({ report, checked }, preview)
  // The files as written stay in `checked`, for the launch check to find an example address there.
  return { report, checked, site: site && siteUrl ? { ...site, site: { ...site.site, siteUrl } } : site }
}
