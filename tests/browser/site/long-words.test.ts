import { expect, it } from 'vitest'
import { siteContent } from '../../../pages/site'
import { onFirst, pageWithBlock } from '../../contentSamples'
import { useBrowser } from '../fixture'
import { openWithBlocks } from '../madeBlocks'

const browser = useBrowser()

/** An e-mail address as long as a real one can be: one word that no line can hold on a phone. */
const email = 'atendimento.e.orcamentos@ateliedecortinasdavilamariana.com.br'

// What the owner writes never widens a page. On the first page with a contact block (its stylesheet carries the
// block's), one the test makes, with that address in its text and as the site's e-mail.
it.each(onFirst(pageWithBlock('contact')?.path))('wraps a long e-mail address in a contact block at 375 px (%s)', async (path) => {
  const content = siteContent()
  const block = { type: 'contact', heading: 'Contato', text: `Escreva para ${email}.`, chatLabel: 'Chamar no WhatsApp' } as const
  const page = await openWithBlocks(browser, path, [block], {
    context: { viewport: { width: 375, height: 812 } },
    content: { ...content, site: { ...content.site, email } },
  })
  expect(await page.getByText(`Escreva para ${email}.`).count()).toBe(1)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
  await page.context().close()
})
