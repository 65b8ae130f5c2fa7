import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { renderToStaticMarkup } from 'react-dom/server'
import { Blocks } from '../../engine/blocks/Blocks'
import { checkContent, filesIn } from '../../engine/content/check'
import { problemText } from '../../engine/content/report'
import type { ImageLibrary } from '../../engine/media/images'
import { SHARE_SIZE } from '../../engine/media/shareSize'
import { pageView } from '../../engine/routes/pageView'
import { shareCards } from '../../engine/seo/shareCards'
import { loadSite, type SiteContent } from '../../engine/content/loadSite'
import { siteContent } from '../../pages/site'
import { Frame } from '../../renderer/frame/Frame'
import { HeadTags } from '../../renderer/HeadTags'

/** A copy of content/ in a private folder, for edits a test applies to it; `remove` deletes the folder. */
export function contentCopy(prefix: string): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), prefix))
  cpSync('content', join(root, 'content'), { recursive: true })
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) }
}

/** A content file of the copy under `root`, by its path from that root: its default export. */
export const contentLoader = (root: string) => async (file: string) =>
  ((await import(pathToFileURL(join(root, file)).href)) as { default: unknown }).default

/** The content check's errors on the copy under `root`. */
export async function contentErrors(root: string): Promise<string[]> {
  return (await checkContent(root, contentLoader(root))).report.errors.map(problemText)
}

/**
 * The copy under `root` loaded as a site. Photos are this site's; `aliases` names the copy's new photos with the
 * photo each is a byte copy of, whose encodings are therefore theirs.
 */
export async function loadCopy(root: string, aliases: Readonly<Record<string, string>> = {}): Promise<SiteContent> {
  const load = contentLoader(root)
  const folder = async (name: string) =>
    Object.fromEntries(await Promise.all(filesIn(root, name).map(async (file) => [`/${file}`, await load(file)])))
  const library = siteContent().images
  const images: ImageLibrary = {
    names: [...library.names, ...Object.keys(aliases)].sort(),
    image: (name) => ({ ...library.image(aliases[name] ?? name), name }),
  }
  const loaded = loadSite({
    folder: 'content',
    site: await load('content/site.ts'),
    navigation: await load('content/navigation.ts'),
    blog: await load('content/blog.ts'),
    neighbourhoodPage: await load('content/neighbourhoodPage.ts'),
    labels: await load('content/labels.ts'),
    illustrations: await load('content/illustrations.ts'),
    pages: await folder('content/pages'),
    neighbourhoods: await folder('content/neighbourhoods'),
    images,
  })
  // Named, not drawn: drawing is the build's (tests/unit/fixtureSite.test.tsx draws another site's cards).
  const cardFiles = Object.fromEntries(shareCards(loaded).map((card) => [card.key, { src: `/assets/card${card.key}.jpg`, ...SHARE_SIZE }]))
  return { ...loaded, cardFiles }
}

/** Every page of a loaded site rendered with its head and frame, as pages/content renders it, by path. */
export function renderedPages(content: SiteContent): Map<string, string> {
  const pages = [...content.routes.values()].map((page) => {
    const view = pageView(content, page)
    const html = renderToStaticMarkup(
      <>
        <HeadTags head={view.head} />
        <Frame content={content} path={view.path} breadcrumb={view.breadcrumb}>
          <Blocks blocks={view.blocks} />
        </Frame>
      </>,
    )
    return [page.path, html.replaceAll('&amp;', '&')] as const
  })
  return new Map(pages)
}
