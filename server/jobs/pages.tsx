import { createMiddleware } from 'hono/factory'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Job } from '../../schemas/job'
import { JobsProvider } from '../../engine/jobs/context'
import { JobSlotMark, jobSlotsOf } from '../../engine/jobs/slots'
import { SiteProvider } from '../../engine/site/context'
import type { SiteContent } from '../../engine/content/loadSite'
import { sheetFor, type SheetRule } from '../../renderer/sheetRules'
import type { MiddlewareHandler } from 'hono'
import { REVALIDATED } from '../http/staticFiles'
import { serveStored, storeResponse, type StoredResponse } from '../http/storedResponse'
import type { Known } from '../perGeneration'
import { spliceSlots, withStylesheet } from './splice'

export type JobPagesOptions = {
  content: () => SiteContent
  /** The published jobs of the current generation, or the last ones read; null before any read succeeded. */
  jobs: () => Promise<Known<readonly Job[]> | null>
  /** Where the jobs' photo renditions are (engine/jobs/photos.ts); null without Supabase settings. */
  photoBase: string | null
  /** The prerendered HTML of a path, as the build made it; null when the build has no such page. */
  builtPage: (path: string) => Promise<string | null>
  /** The site's stylesheet as the build split it (virtual:site-sheet). */
  sheet: readonly SheetRule[]
}

/** The page of `path` rendered with `jobs`: each marked slot rendered again with them, the stylesheet picked for the result. */
export function pageWithJobs(
  html: string,
  {
    content,
    page,
    jobs,
    photoBase,
    sheet,
  }: { content: SiteContent; page: Parameters<typeof jobSlotsOf>[1]; jobs: readonly Job[]; photoBase: string; sheet: readonly SheetRule[] },
): string {
  const slots = jobSlotsOf(content, page)
  const spliced = spliceSlots(html, (id) => {
    const slot = slots.find((candidate) => candidate.id === id)
    if (!slot) return null
    return renderToStaticMarkup(
      <SiteProvider content={content}>
        <JobsProvider value={{ jobs, photoBase }}>
          <JobSlotMark slot={slot} blocks={page.blocks} />
        </JobsProvider>
      </SiteProvider>,
    )
  })
  return withStylesheet(spliced, sheetFor(sheet, spliced))
}

/**
 * Serves the prerendered pages that show delivered jobs (the home page, the portfolio, the neighbourhood pages)
 * with the current jobs rendered into their marked slots, at the cost of a static file: each page is spliced once
 * per generation of the site's data (the blog's freshness stamp, which covers jobs) and kept with its brotli and
 * gzip forms and ETag. With no job published, or none ever read (the database away since the start), the
 * build's file is served as it is (docs/decisions/delivered-jobs.md).
 */
export function jobPages({ content, jobs, photoBase, builtPage, sheet }: JobPagesOptions): MiddlewareHandler {
  const kept = new Map<string, { generation: string; stored: Promise<StoredResponse | null> }>()
  // Asked on every page request: whether the page shows jobs is worked out once per page.
  const showsJobs = new WeakMap<object, boolean>()
  const hasSlots = (page: Parameters<typeof jobSlotsOf>[1]) => {
    if (!showsJobs.has(page)) showsJobs.set(page, jobSlotsOf(content(), page).length > 0)
    return showsJobs.get(page) === true
  }

  async function splice(path: string, known: Known<readonly Job[]>, base: string): Promise<StoredResponse | null> {
    const page = content().routes.get(path)
    const html = page && (await builtPage(path))
    if (!page || html === null || html === undefined) return null
    const body = pageWithJobs(html, { content: content(), page, jobs: known.value, photoBase: base, sheet })
    const response = new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': REVALIDATED } })
    return storeResponse(response, known.generation, Date.now())
  }

  return createMiddleware(async (c, next) => {
    const request = c.req.raw
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    // The build answers a page under its folder's forms too ('/portfolio/', '/portfolio/index.html'): so does this.
    const path = new URL(request.url).pathname.replace(/\/index\.html$|\/$/, '') || '/'
    const page = content().routes.get(path)
    if (!photoBase || !page || !hasSlots(page)) return next()
    const known = await jobs()
    if (!known || known.value.length === 0) return next()
    const before = kept.get(path)
    const hit = before?.generation === known.generation
    const entry = before && hit ? before : { generation: known.generation, stored: splice(path, known, photoBase) }
    kept.set(path, entry)
    const stored = await entry.stored.catch((error: unknown) => {
      console.error(`[jobs] ${path} could not be rendered with the jobs:`, error)
      return null
    })
    // No page to splice (a build without it) or a failed splice: the build's file, and a new try next time.
    if (!stored) {
      if (kept.get(path) === entry) kept.delete(path)
      return next()
    }
    return serveStored(request, stored, `jobs; ${hit ? 'hit' : 'fwd=miss; stored'}`)
  })
}
