import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContext, Page, Response } from 'playwright-core'

/** Cookies and local storage to open a page with (Playwright's `storageState()`). */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/** One kind of bytes a page transfers. */
export type WeightKind = 'html' | 'css' | 'js' | 'font' | 'image' | 'other'

/**
 * What one page transfers: bytes per kind (gzip for HTML, CSS and JS; raw for the rest), its scripts and its requests,
 * and the JS its HTML names (module scripts and modulepreloads: what must load before the page's code runs at all).
 */
export type PageWeight = Record<WeightKind, number> & { scripts: number; requests: number; jsInHtml: number }

// Lighthouse's mobile device (Moto G Power), so responsive images are picked as Lighthouse sees them.
const benchDevice = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }

const gzipped = new Set<WeightKind>(['html', 'css', 'js'])

/**
 * Loads a URL in a fresh context (with `storageState`, a signed-in one), scrolls to the bottom so lazy things load,
 * and weighs every response.
 */
export async function measurePageWeight(browser: Browser, url: string, storageState?: StorageState): Promise<PageWeight> {
  const context = await browser.newContext({ ...benchDevice, storageState })
  const page = await context.newPage()
  const weight: PageWeight = { html: 0, css: 0, js: 0, font: 0, image: 0, other: 0, scripts: 0, requests: 0, jsInHtml: 0 }
  const scriptSizes = new Map<string, number>()
  const bodies: Promise<void>[] = []
  const quiet = trackQuiet(page)
  page.on('request', () => void weight.requests++)
  page.on('response', (response) => {
    bodies.push(
      bytesOf(response).then((bytes) => {
        weight[bytes.kind] += bytes.size
        if (bytes.kind === 'js') scriptSizes.set(response.url(), bytes.size)
      }),
    )
  })
  try {
    const document = await page.goto(url, { waitUntil: 'load' })
    const named = new Set(namedScripts((await document?.text()) ?? '', url))
    await scrollToBottom(page)
    await quiet()
    await Promise.all(bodies)
    weight.scripts = scriptSizes.size
    for (const [scriptUrl, size] of scriptSizes) if (named.has(scriptUrl)) weight.jsInHtml += size
  } finally {
    await context.close()
  }
  return weight
}

/** The absolute URLs of the scripts and modulepreloads an HTML document names. */
function namedScripts(html: string, base: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.m?js)"/g)].flatMap((match) =>
    match[1] ? [new URL(match[1], base).href] : [],
  )
}

async function bytesOf(response: Response): Promise<{ kind: WeightKind; size: number }> {
  const kind = kindOf(response)
  // A redirect has no body to weigh; it still counts as a request.
  if (response.status() >= 300 && response.status() < 400) return { kind, size: 0 }
  const body = await response.body()
  return { kind, size: gzipped.has(kind) ? gzipSync(body).length : body.length }
}

function kindOf(response: Response): WeightKind {
  const type = response.headers()['content-type'] ?? ''
  const path = new URL(response.url()).pathname
  if (type.includes('html')) return 'html'
  if (type.includes('css') || path.endsWith('.css')) return 'css'
  if (type.includes('javascript') || /\.m?js$/.test(path)) return 'js'
  if (type.startsWith('font/') || /\.(woff2?|ttf|otf)$/.test(path)) return 'font'
  if (type.startsWith('image/')) return 'image'
  return 'other'
}

// Half a screen at a time: a lazy image is only fetched once it comes near the viewport.
async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(`(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    scrollTo(0, document.documentElement.scrollHeight)
  })()`)
}

// 'networkidle' is already spent by the time we have scrolled, so wait for quiet again by counting open requests.
function trackQuiet(page: Page, quietMs = 500, limitMs = 10_000): () => Promise<void> {
  let open = 0
  let lastChange = Date.now()
  const change = (delta: number) => () => {
    open += delta
    lastChange = Date.now()
  }
  page.on('request', change(1))
  page.on('requestfinished', change(-1))
  page.on('requestfailed', change(-1))
  return async () => {
    const start = Date.now()
    while (Date.now() - start < limitMs && (open > 0 || Date.now() - lastChange < quietMs)) await page.waitForTimeout(100)
  }
}
