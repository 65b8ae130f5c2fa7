import type { LoadContent } from '../engine/content/check'

/**
 * What the content plugin (content.ts) loads in Vite's module runner, in one module graph: the content stage, the
 * site as data, the share cards' drawing and the launch check, each taking the stage's one parse.
 */
export { contentStage } from '../engine/content/stage'
export { siteData } from '../engine/content/siteData'
export { launchItems } from '../engine/launch/check'
export { cardFilesOf, drawSiteCards } from './drawCards'

/**
 * Every module of the root's content folder, imported as this module loads: the runner that loads it closes once it
 * has, so the stage reads each file's default export, or the error loading it threw, from here.
 */
const imported = new Map(
  await Promise.all(
    Object.entries(import.meta.glob('/content/**/*.ts')).map(async ([key, load]) => {
      const value = await load().then(
        (module) => ({ ok: true as const, value: (module as { default: unknown }).default }),
        (error: unknown) => ({ ok: false as const, error }),
      )
      return [key.slice(1), value] as const
    }),
  ),
)

/** A content file's default export, by its path from the root ('content/site.ts'), as imported above. */
export const loadContent: LoadContent = async (file) => {
  const found = imported.get(file)
  if (!found) throw new Error(`${file} was not among the content modules`)
  if (!found.ok) throw found.error
  return found.value
}
