import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { contentPagePaths, sampleNeighbourhood } from '../../contentSamples'
import { axeViolations } from '../axe'
import { publishJob, removeJob } from '../database'
import { scrollThrough, useBrowser } from '../fixture'

/** Every content page, a neighbourhood page and the 404 page, at phone and desktop widths. */
const pages = [...contentPagePaths(), sampleNeighbourhood().path, '/nao-existe']
const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]

/** No axe violation and nothing wider than the screen. */
async function expectAccessible(browser: ReturnType<typeof useBrowser>, path: string, viewport: (typeof viewports)[number]) {
  const page = await browser.open(path, { viewport })
  await scrollThrough(page)
  expect(await axeViolations(page)).toEqual([])
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await page.context().close()
}

describe('accessibility', () => {
  const browser = useBrowser()

  it.each(pages.flatMap((path) => viewports.map((viewport) => [path, viewport] as const)))(
    '%s has no axe violations at %o',
    (path, viewport) => expectAccessible(browser, path, viewport),
  )
})

describe('accessibility of the pages that show a delivered job', () => {
  const browser = useBrowser()
  let job = ''

  beforeAll(async () => {
    job = await publishJob(inject('baseUrl'), sampleNeighbourhood().slug)
  })

  afterAll(() => removeJob(job))

  it.each(['/', '/portfolio', sampleNeighbourhood().path, 'job'].flatMap((path) => viewports.map((viewport) => [path, viewport] as const)))(
    '%s has no axe violations at %o',
    (path, viewport) => expectAccessible(browser, path === 'job' ? `/portfolio/${job}` : path, viewport),
  )
})
