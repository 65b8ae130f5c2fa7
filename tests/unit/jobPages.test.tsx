import { Hono } from 'hono'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { JOB_PHOTOS_PATH } from '../../engine/jobs/photos'
import { jobSlotsOf, SlottedBlocks } from '../../engine/jobs/slots'
import { SiteProvider } from '../../engine/site/context'
import type { Job } from '../../schemas/job'
import { jobPages } from '../../server/jobs/pages'
import type { Known } from '../../server/perGeneration'
import { jobsSite, makeJob } from './jobsSite'

/** The fixture's pages as a build prerenders them: the frame's head with its stylesheet, the slotted blocks. */
function built(path: string): string | null {
  const page = jobsSite.routes.get(path)
  if (!page) return null
  const body = renderToStaticMarkup(
    <SiteProvider content={jobsSite}>
      <SlottedBlocks blocks={page.blocks} slots={jobSlotsOf(jobsSite, page)} />
    </SiteProvider>,
  )
  return `<!DOCTYPE html><html lang="pt-BR"><head><style>.build{}</style></head><body><main>${body}</main></body></html>`
}

/** A server of the middleware alone: what it does not answer is the build's file ('static'). */
function server(known: { current: Known<readonly Job[]> | null }) {
  const app = new Hono()
  app.use(
    jobPages({
      content: () => jobsSite,
      jobs: async () => known.current,
      photoBase: JOB_PHOTOS_PATH,
      builtPage: async (path) => built(path),
      sheet: [{ css: '.build{}' }],
    }),
  )
  app.get('*', (c) => c.text('static'))
  return (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })
}

describe('pages with jobs, as served', () => {
  const job = makeJob()

  it("serve the build's file while no job is published or none could ever be read", async () => {
    const get = server({ current: null })
    expect(await (await get('/portfolio')).text()).toBe('static')
    const none = server({ current: { value: [], generation: 'g1' } })
    expect(await (await none('/portfolio')).text()).toBe('static')
  })

  it('splice the jobs into the page once per generation, kept compressed with an ETag; other pages are left alone', async () => {
    const known: { current: Known<readonly Job[]> | null } = { current: { value: [job], generation: 'g1' } }
    const get = server(known)
    const first = await get('/portfolio', { 'accept-encoding': 'br' })
    expect(first.headers.get('cache-status')).toBe('jobs; fwd=miss; stored')
    expect(first.headers.get('content-encoding')).toBe('br')
    const etag = first.headers.get('etag') ?? ''
    const again = await get('/portfolio', { 'accept-encoding': 'br' })
    expect(again.headers.get('cache-status')).toBe('jobs; hit')
    expect((await get('/portfolio', { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(304)
    const html = await (await get('/portfolio')).text()
    expect(html).toContain(`href="/portfolio/${job.slug}"`)
    expect(html).toContain('<style>.build{}</style>')
    expect(await (await get('/portfolio/')).text()).toBe(html)
    expect(await (await get('/fale-conosco')).text()).toBe('static')

    const renamed = { ...job, title: 'Persiana rolô renomeada' }
    known.current = { value: [renamed], generation: 'g2' }
    const changed = await get('/portfolio')
    expect(changed.headers.get('cache-status')).toBe('jobs; fwd=miss; stored')
    expect(await changed.text()).toContain('Persiana rolô renomeada')
  })
})
