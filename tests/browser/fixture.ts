import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { launchChromium } from '../support/chromium.ts'

/**
 * Scrolls to the bottom and back as a reader would, once the carousel and the reveal have started, then
 * waits until every shown image has loaded, no reveal is still hidden and no transition is running.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const started = (selector: string, done: (element: HTMLElement) => boolean) =>
      Array.from(document.querySelectorAll<HTMLElement>(selector)).every(done)
    // A grid already within 85% of the viewport when the reveal starts is never hidden, so it has no mark.
    return (
      started('[data-enhance="carousel"]', (track) => track.dataset.carousel === 'on') &&
      started(
        '[data-enhance="reveal"]',
        (grid) => grid.dataset.reveal !== undefined || grid.getBoundingClientRect().top <= window.innerHeight * 0.85,
      )
    )
  })
  await page.evaluate(async () => {
    // Two frames per step: one for the scroll, one for the observers that lazy loading and the reveal use.
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await frames()
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
  })
  await page.waitForFunction(
    () =>
      Array.from(document.images).every((img) => img.complete || img.getClientRects().length === 0) &&
      document.querySelector('[data-reveal="hidden"]') === null &&
      document.getAnimations().every((animation) => animation.playState !== 'running'),
  )
}

/** Reloads the page on a fake clock that stands still, so only `page.clock.runFor` moves its timers. */
export async function stopClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-03-02T10:00:00') })
  await page.clock.pauseAt(new Date('2026-03-02T10:01:00'))
  await page.reload()
  // The behaviours are added after a painted frame (renderer/bootstrap.ts): animation frames follow this clock too.
  await page.clock.runFor(100)
  await behavioursRan(page)
}

/**
 * An init script that notes, from the test's side, when the page's behaviours have run: the bootstrap adds them as
 * the page's one module script, whose load event fires once it has executed. The page itself leaves no mark.
 */
export function noteBehaviours(): void {
  document.addEventListener(
    'load',
    (event) => {
      if (event.target instanceof HTMLScriptElement && event.target.type === 'module') Object.assign(window, { behavioursRan: true })
    },
    true,
  )
}

/** Waits until the behaviours of a page opened with `noteBehaviours` have run, so its links and buttons are enhanced. */
export async function behavioursRan(page: Page): Promise<void> {
  await page.waitForFunction(() => 'behavioursRan' in window)
}

/** Opens Chromium once per test file and hands out fresh pages on the production server (with `noteBehaviours`). */
export function useBrowser() {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })
  const baseUrl = inject('baseUrl')
  /** A blank page in a fresh context, for a test that listens before it navigates. */
  const blank = async (options: BrowserContextOptions = {}): Promise<Page> => {
    const context = await browser.newContext({ locale: 'pt-BR', ...options })
    await context.addInitScript(noteBehaviours)
    return context.newPage()
  }
  return {
    baseUrl,
    blank,
    async open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
      const page = await blank(options)
      await page.goto(`${baseUrl}${path}`)
      return page
    },
  }
}
