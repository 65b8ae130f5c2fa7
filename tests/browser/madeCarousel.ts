import type { BrowserContextOptions, Page } from 'playwright-core'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { SiteProvider } from '../../engine/site/context'
import { testimonialsSchema } from '../../engine/blocks/testimonials/schema'
import { Testimonials } from '../../engine/blocks/testimonials/Testimonials'
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

/** The made carousel's slides on a page opened with `openWithCarousel`. */
export const madeSlides = (page: Page) => page.locator(`section[aria-label="${madeCarousel.heading}"] [data-enhance="carousel"] > figure`)

/**
 * Opens the home page of the production build with the made carousel, rendered by the engine as the server
 * renders a block, at the top of its main content; the page's own script then enhances it like any other.
 */
export async function openWithCarousel(browser: ReturnType<typeof useBrowser>, options: BrowserContextOptions = {}): Promise<Page> {
  const markup = renderToStaticMarkup(createElement(SiteProvider, { content: siteContent() }, createElement(Testimonials, madeCarousel)))
  const page = await browser.blank(options)
  await page.route(`${browser.baseUrl}/`, async (route) => {
    const response = await route.fetch()
    const { 'content-encoding': _, 'content-length': __, ...headers } = response.headers()
    const body = (await response.text()).replace('<main id="conteudo">', `<main id="conteudo">${markup}`)
    if (!body.includes(markup)) throw new Error('the home page has no <main id="conteudo"> to put the made carousel in')
    await route.fulfill({ response, headers, body })
  })
  await page.goto(`${browser.baseUrl}/`)
  return page
}
