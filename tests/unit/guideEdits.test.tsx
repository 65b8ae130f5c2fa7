import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, describe, expect, it } from 'vitest'
import { Blocks } from '../../engine/blocks/Blocks'
import { checkContent, filesIn } from '../../engine/files/check'
import type { ImageLibrary } from '../../engine/media/images'
import { SHARE_SIZE } from '../../engine/media/shareSize'
import { neighbourhoodPath } from '../../engine/routes/neighbourhoodPage'
import { shareCards } from '../../engine/seo/shareCards'
import { pageView } from '../../engine/routes/pageView'
import { loadSite } from '../../engine/site/loadSite'
import { siteContent } from '../../pages/site'
import { Frame } from '../../renderer/frame/Frame'
import { HeadTags } from '../../renderer/HeadTags'
import { applyGuideEdits } from './guideEdits'

const root = mkdtempSync(join(tmpdir(), 'conteudo-editado-'))
cpSync('content', join(root, 'content'), { recursive: true })
const { removed } = applyGuideEdits(root)
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** A content file of the edited copy, by its path from the copy's root: its default export. */
const load = async (file: string) => ((await import(pathToFileURL(join(root, file)).href)) as { default: unknown }).default

/** A folder of the copy as loadSite's glob results. */
const folder = async (name: string) =>
  Object.fromEntries(await Promise.all(filesIn(root, name).map(async (file) => [`/${file}`, await load(file)])))

/** This site's photos plus the copy's new one, a byte copy of portfolio-01 whose encodings are therefore that photo's. */
const library = siteContent().images
const alias = (name: string) => (name === 'obra-pinheiros' ? 'portfolio-01' : name)
const images: ImageLibrary = {
  names: [...library.names, 'obra-pinheiros'].sort(),
  image: (name) => ({ ...library.image(alias(name)), name }),
}

describe("the guide's edits on a copy of the content", () => {
  it('pass the content check with no error', async () => {
    expect((await checkContent(root, load)).errors).toEqual([])
  }, 30_000)

  it('load as a site, and every page renders with its head and frame', async () => {
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
      cardFiles: {},
    })
    // Named, not drawn: drawing is the build's (tests/unit/fixtureSite.test.tsx draws another site's cards).
    const cardFiles = Object.fromEntries(
      shareCards(loaded).map((card) => [card.key, { src: `/assets/card${card.key}.jpg`, ...SHARE_SIZE }]),
    )
    const content = { ...loaded, cardFiles }
    const removedPath = neighbourhoodPath(removed, content.neighbourhoodPage)
    expect(content.routes.has('/cortinas-vila-madalena')).toBe(true)
    expect(content.routes.has(removedPath)).toBe(false)
    for (const page of content.routes.values()) {
      const view = pageView(content, page)
      const html = renderToStaticMarkup(
        <>
          <HeadTags head={view.head} />
          <Frame content={content} path={view.path} breadcrumb={view.breadcrumb}>
            <Blocks blocks={view.blocks} />
          </Frame>
        </>,
      )
      expect(html.replaceAll('&amp;', '&'), page.path).toContain(content.site.tagline)
      expect(html, page.path).toContain('href="/cortinas-vila-madalena"')
      expect(html, page.path).not.toContain(`href="${removedPath}"`)
    }
    expect(content.site.tagline).toMatch(/^Cortinas feitas sob medida/)
  }, 30_000)
})
