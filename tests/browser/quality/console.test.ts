import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { contentPagePaths, sampleNeighbourhood } from '../../contentSamples'
import { signIn } from '../adminSite'
import { behavioursRan, useBrowser } from '../fixture'

/** What a page writes to the console as a warning or an error, and what it throws, from now on. */
function consoleOf(page: Page): string[] {
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') messages.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => messages.push(`thrown: ${error.message}`))
  return messages
}

describe('the browser console', () => {
  const browser = useBrowser()

  it.each([...contentPagePaths(), sampleNeighbourhood().path, '/blog', '/blog/como-medir-janela-para-cortina'])(
    '%s: stays empty while the page loads and its behaviours run',
    async (path) => {
      const page = await browser.blank()
      const messages = consoleOf(page)
      await page.goto(`${browser.baseUrl}${path}`)
      await behavioursRan(page)
      expect(messages).toEqual([])
      await page.context().close()
    },
  )

  it('says only that a page was not found, on the 404 page', async () => {
    const page = await browser.blank()
    const messages = consoleOf(page)
    await page.goto(`${browser.baseUrl}/nao-existe`)
    await behavioursRan(page)
    expect(messages).toEqual([
      expect.stringMatching(/^error: Failed to load resource: the server responded with a status of 404\b/),
      'warning: 404: página não encontrada: /nao-existe',
    ])
    await page.context().close()
  })

  it('stays empty in the admin: login, the list of posts and the editor', async () => {
    const page = await browser.blank({ viewport: { width: 1280, height: 900 } })
    const messages = consoleOf(page)
    await page.goto(`${browser.baseUrl}/admin/login`)
    await signIn(page, inject('stack').admin)
    await page.getByRole('link', { name: 'Editar' }).first().click()
    await page.getByLabel('Título').first().waitFor()
    expect(messages).toEqual([])
    await page.context().close()
  })
})
