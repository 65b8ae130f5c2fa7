import type { BrowserContextOptions, Page } from 'playwright-core'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Blocks } from '../../engine/blocks/Blocks'
import type { Block } from '../../engine/blocks/schema'
import { testimonialsSchema } from '../../engine/blocks/testimonials/schema'
import { SiteProvider } from '../../engine/site/context'
import type { SiteContent } from '../../engine/content/loadSite'
import { siteContent } from '../../pages/site'
import type { useBrowser } from './fixture'

/** Three testimonials the test makes, whatever the owner's pages hold: a carousel whatever her count. */
export const madeCarousel = testimonialsSchema.parse({
  type: 'testimonials',
  heading: 'Três clientes de teste',
  items: [
    { name: 'Ana P.', place: 'Penha', consent: '2026-01-10', text: 'As cortinas da sala ficaram leves e bem acabadas.' },
    { name: 'Bruno C.', place: 'Lapa', consent: '2026-02-14', text: 'O blackout do quarto resolveu o sol da manhã.' },
    { name: 'Carla M.', place: 'Butantã', consent: '2026-03-20', text: 'A visita foi rápida e a instalação, caprichada.' },
  ],
})

/** The made carousel's slides on a page opened with it. */
export const madeSlides = (page: Page) => page.locator(`section[aria-label="${madeCarousel.heading}"] [data-enhance="carousel"] > figure`)

/**
 * Opens `path` of the production build with `blocks`, rendered by the engine as the server renders blocks (inside
 * `content`, this site's by default), at the top of its main content; the page's own script then enhances them like
 * any other. Its stylesheet is the page's own, so a block whose look matters goes on a page with a block of its type.
 */
export async function openWithBlocks(
  browser: ReturnType<typeof useBrowser>,
  path: string,
  blocks: Block[],
  { context = {}, content = siteContent() }: { context?: BrowserContextOptions; content?: SiteContent } = {},
): Promise<Page> {
  const markup = renderToStaticMarkup(createElement(SiteProvider, { content }, createElement(Blocks, { blocks })))
  const page = await browser.blank(context)
  await page.route(`${browser.baseUrl}${path}`, async (route) => {
    const response = await route.fetch()
    const { 'content-encoding': _, 'content-length': __, ...headers } = response.headers()
    const body = (await response.text()).replace('<main id="conteudo">', `<main id="conteudo">${markup}`)
    await route.fulfill({ response, headers, body })
  })
  await page.goto(`${browser.baseUrl}${path}`)
  return page
}
