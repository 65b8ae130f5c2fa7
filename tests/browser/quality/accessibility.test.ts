import { describe, expect, it } from 'vitest'
import { contentPagePaths, sampleNeighbourhood } from '../../contentSamples'
import { axeViolations } from '../axe'
import { scrollThrough, useBrowser } from '../fixture'

/** Every content page, a neighbourhood page and the 404 page, at phone and desktop widths. */
const pages = [...contentPagePaths(), sampleNeighbourhood().path, '/nao-existe']
const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]

describe('accessibility', () => {
  const browser = useBrowser()

  it.each(pages.flatMap((path) => viewports.map((viewport) => [path, viewport] as const)))(
    '%s has no axe violations at %o',
    async (path, viewport) => {
      const page = await browser.open(path, { viewport })
      await scrollThrough(page)
      expect(await axeViolations(page)).toEqual([])
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await page.context().close()
    },
  )
})
