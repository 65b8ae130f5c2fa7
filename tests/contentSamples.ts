import type { BlockOf, BlockType } from '../engine/blocks/schema'
import { siteContent } from '../pages/site'
import type { Action } from '../schemas/common'
import type { Neighbourhood } from '../schemas/neighbourhood'
import type { Page } from '../schemas/page'

/**
 * Real pages picked from what content/ holds now, for tests of generic behaviour: the owner may remove or rename
 * any neighbourhood or page with no test edited. Browser and integration tests run on a build of the same content.
 */

/** A neighbourhood of the content, with the file it comes from (`content/neighbourhoods/<slug>.ts`). */
export type SampleNeighbourhood = Neighbourhood & { file: string }

/** The first neighbourhood in loadSite's order (by name). */
export function sampleNeighbourhood(): SampleNeighbourhood {
  const [first] = siteContent().neighbourhoods
  if (!first) throw new Error('content/neighbourhoods has no neighbourhood to test with')
  return { ...first, file: `content/neighbourhoods/${first.slug}.ts` }
}

/** The path of every page in content/pages, in the route table's order. */
export function contentPagePaths(): string[] {
  const { neighbourhoods, routes } = siteContent()
  const neighbourhoodPaths = new Set(neighbourhoods.map((n) => n.path))
  return [...routes.keys()].filter((path) => !neighbourhoodPaths.has(path))
}

/** A content page (not a neighbourhood), in the route table's order. */
const contentPages = (): Page[] => contentPagePaths().flatMap((path) => siteContent().routes.get(path) ?? [])

/** The first content page with a block of `type`, or undefined when the owner has none. */
export function pageWithBlock(type: BlockType): Page | undefined {
  return contentPages().find((page) => page.blocks.some((block) => block.type === type))
}

/**
 * A behaviour's test cases: the first page (or path) that shows it, as a list of one, or of none once the owner has
 * removed every block with it, which leaves the behaviour nothing to do on her site and no test to fail or skip.
 */
export function onFirst<T>(found: T | undefined): T[] {
  return found === undefined ? [] : [found]
}

/** The blocks of `type` on a page, in order. */
export function blocksOf<T extends BlockType>(page: Page, type: T): BlockOf<T>[] {
  return page.blocks.filter((block): block is BlockOf<T> => block.type === type)
}

/** Every action on a page, wherever it sits. */
export function actionsOf(page: Page): Action[] {
  return page.blocks.flatMap((block) => ('actions' in block ? block.actions : []))
}

/** The first content page with a button of `kind` ('phone', 'chat', 'link'), or undefined when none has one. */
export function pageWithAction(kind: Action['kind']): Page | undefined {
  return contentPages().find((page) => actionsOf(page).some((action) => action.kind === kind))
}

/** The paths of the content pages that are articles (a block of type 'article'), the blog's static articles. */
export function articlePaths(): string[] {
  return contentPages()
    .filter((page) => page.blocks.some((block) => block.type === 'article'))
    .map((page) => page.path)
}

/** The text before the first `label` in `text`, or null without one: what a label of content/labels.ts follows. */
export function textBefore(text: string, label: string): string | null {
  const at = text.indexOf(label)
  return at < 0 ? null : text.slice(0, at)
}

/** The text after the first `label` in `text`, or null without one: what a label of content/labels.ts introduces. */
export function textAfter(text: string, label: string): string | null {
  const at = text.indexOf(label)
  return at < 0 ? null : text.slice(at + label.length)
}
