import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'
import type { ContentStage } from '../engine/content/stage'
import type * as StageEntry from './stageEntry'

const entry = fileURLToPath(new URL('./stageEntry.ts', import.meta.url))

/** The content stage's result, with the modules it ran in (their wording, the cards' drawing, the launch check). */
export type Staged = { stage: ContentStage; modules: typeof StageEntry }

/** Where and how the stage reads the content: the project root, and whether it is the owner's preview (npm run dev). */
export type StageSettings = { root: string; preview: boolean }

/** The content stage as the plugins share it: run once per state of the content folder. */
export type StageRun = {
  /** The stage's result for the folder as it is now: the last one while no content file changed since. */
  current(): Promise<Staged>
  /** Where and how it reads, set once Vite's config is resolved. */
  settle(settings: StageSettings): void
}

/** Every file under `folder`, with its size and time: changes whenever the owner saves, adds or removes one. */
function folderState(folder: string): string {
  const entries = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
  return entries
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
    .map((file) => {
      const { size, mtimeMs } = statSync(file)
      return `${file}:${size}:${mtimeMs}`
    })
    .join('\n')
}

/**
 * Runs the content stage (engine/content/stage.ts) in Vite's module runner, as the site's own modules load, with no
 * child process: once per build, and in `npm run dev` once per saved change of content/ (an edited schema or check
 * is read afresh with it). SITE_URL, when set, is the canonical base.
 */
export function stageRun(): StageRun {
  let settings: StageSettings = { root: process.cwd(), preview: false }
  let last: { state: string; staged: Promise<Staged> } | undefined
  const run = async (): Promise<Staged> => {
    const { root, preview } = settings
    const { module } = await runnerImport<typeof StageEntry>(entry, { configFile: false, root, logLevel: 'silent' })
    const options = { preview, siteUrl: process.env.SITE_URL || undefined }
    return { stage: await module.contentStage(root, options, module.loadContent), modules: module }
  }
  return {
    settle(next) {
      settings = next
      last = undefined
    },
    current() {
      const state = folderState(join(settings.root, 'content'))
      if (last?.state !== state) last = { state, staged: run() }
      return last.staged
    },
  }
}
