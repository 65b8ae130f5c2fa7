import { JSDOM } from 'jsdom'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { jobView } from '../../engine/jobs/jobView'
import { jobPicture, jobShareImage, JOB_PHOTOS_PATH, photosCoverFirst } from '../../engine/jobs/photos'
import { jobSlotsOf, SlottedBlocks } from '../../engine/jobs/slots'
import { SiteProvider } from '../../engine/site/context'
import type { Job } from '../../schemas/job'
import { pageWithJobs } from '../../server/jobs/pages'
import { jobsSite, makeJob, NEIGHBOURHOOD } from './jobsSite'

const { labels, routes } = jobsSite
const page = (path: string) => {
  const found = routes.get(path)
  if (!found) throw new Error(`no page on ${path}`)
  return found
}

/** A page's blocks as the build renders them, or as the server splices them with `jobs` (server/jobs/pages.tsx). */
function renderPage(path: string, jobs?: Job[]): Document {
  const { blocks } = page(path)
  const built = renderToStaticMarkup(
    <SiteProvider content={jobsSite}>
      <SlottedBlocks blocks={blocks} slots={jobSlotsOf(jobsSite, page(path))} />
    </SiteProvider>,
  )
  const html = `<html><head><style></style></head><body><main>${built}</main></body></html>`
  const served = jobs ? pageWithJobs(html, { content: jobsSite, page: page(path), jobs, photoBase: JOB_PHOTOS_PATH, sheet: [] }) : html
  return new JSDOM(served).window.document
}

const jobLinks = (dom: Document) => Array.from(dom.querySelectorAll('a[href^="/portfolio/"]'), (a) => a.getAttribute('href'))

describe("a job's photos", () => {
  const job = makeJob()

  it('put the cover first, then the others in order', () => {
    expect(photosCoverFirst(job).map((photo) => photo.id)).toEqual([job.coverPhotoId, job.photos[0]?.id])
  })

  it('offer AVIF and WebP renditions no wider than the original, on the site origin', () => {
    const small = jobPicture(job.photos[0] as Job['photos'][number], JOB_PHOTOS_PATH)
    expect(small.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp'])
    expect(small.sources[0]?.srcSet).toBe(
      `${JOB_PHOTOS_PATH}${job.photos[0]?.id}/480.avif 480w, ${JOB_PHOTOS_PATH}${job.photos[0]?.id}/960.avif 960w`,
    )
    expect(small.src).toBe(`${JOB_PHOTOS_PATH}${job.photos[0]?.id}/960.jpg`)
    expect(small.alt).toBe(job.photos[0]?.alt)
  })

  it("share the cover's 1200×630 share card, described by its alt text", () => {
    expect(jobShareImage(job, 'https://site.test/m/')).toEqual({
      url: `https://site.test/m/${job.coverPhotoId}/share.jpg`,
      width: 1200,
      height: 630,
      alt: job.photos[1]?.alt,
    })
  })
})

describe('where a page shows jobs', () => {
  it('the home page: the newest jobs before its testimonials, which take the clients’ words', () => {
    expect(jobSlotsOf(jobsSite, page('/'))).toEqual([
      { id: 'lista-1', kind: 'list', before: 1, neighbourhood: null },
      { id: 'bloco-1', kind: 'block', index: 1 },
    ])
  })

  it("a neighbourhood page: that neighbourhood's jobs before its gallery; a portfolio block shows them itself", () => {
    const neighbourhood = [...routes.values()].find((candidate) => candidate.blocks.some((block) => block.type === 'gallery'))
    expect(jobSlotsOf(jobsSite, neighbourhood ?? page('/')).map((slot) => slot.kind === 'list' && slot.neighbourhood)).toEqual([
      NEIGHBOURHOOD,
    ])
    expect(jobSlotsOf(jobsSite, page('/portfolio'))).toEqual([{ id: 'bloco-1', kind: 'block', index: 1 }])
    expect(jobSlotsOf(jobsSite, page('/fale-conosco'))).toEqual([])
  })
})

describe('pages with jobs', () => {
  const older = makeJob({ publishedAt: '2026-02-01T12:00:00+00:00' })
  const newer = makeJob({ quote: { text: 'Ficou perfeita, e a instalação levou meia hora.', name: 'Rita, Centro', consent: '2026-03-20' } })
  const jobs = [newer, older]

  it('the portfolio: the jobs first, newest first, then the illustrations under the short label; the note goes', () => {
    const built = renderPage('/portfolio')
    expect(jobLinks(built)).toEqual([])
    expect(built.body.textContent).toContain('Por enquanto, só desenhos')
    const live = renderPage('/portfolio', jobs)
    expect(jobLinks(live)).toEqual([`/portfolio/${newer.slug}`, `/portfolio/${older.slug}`])
    expect(live.body.textContent).not.toContain('Por enquanto, só desenhos')
    expect(Array.from(live.querySelectorAll('section > div > p'), (p) => p.textContent)).toContain(labels.frame.illustrationsNote)
    expect(live.querySelectorAll('a[data-lightbox-item]')).toHaveLength(1)
    const covers = Array.from(live.querySelectorAll('article img'))
    expect(covers.map((img) => img.getAttribute('alt'))).toEqual([newer.photos[1]?.alt, older.photos[1]?.alt])
    expect(covers[0]?.getAttribute('loading')).toBe('eager')
  })

  it("the home page: the newest jobs, and the clients' words before the page's own in the carousel", () => {
    const live = renderPage('/', jobs)
    expect(jobLinks(live).slice(0, 2)).toEqual([`/portfolio/${newer.slug}`, `/portfolio/${older.slug}`])
    const slides = Array.from(live.querySelectorAll('figure blockquote'), (quote) => quote.textContent)
    expect(slides).toEqual([newer.quote?.text, 'Mediram, instalaram e deixaram tudo limpo no mesmo dia.'])
    expect(live.querySelector('figure figcaption a')?.getAttribute('href')).toBe(`/portfolio/${newer.slug}`)
  })

  it('a neighbourhood page: only its own jobs; a lone one as wide as one of two cards, not the whole column', () => {
    const elsewhere = makeJob({ neighbourhood: 'outro-bairro' })
    const path = [...routes.keys()].find((key) => key.endsWith(NEIGHBOURHOOD)) ?? ''
    expect(jobLinks(renderPage(path, [...jobs, elsewhere]))).toEqual([`/portfolio/${newer.slug}`, `/portfolio/${older.slug}`])
    expect(jobLinks(renderPage(path))).toEqual([])
    const lone = renderPage(path, [newer]).querySelector('article source')?.getAttribute('sizes')
    expect(lone?.startsWith('(min-width: 74.5rem) 35.38rem, (min-width: 39.75rem) calc((100vw - 3.75rem) / 2),')).toBe(true)
  })
})

describe("a job's page", () => {
  const job = makeJob({ quote: { text: 'Ficou perfeita, e a instalação levou meia hora.', name: 'Rita, Centro', consent: '2026-03-20' } })
  const view = jobView(jobsSite, [makeJob(), job], job.slug, JOB_PHOTOS_PATH)
  const { siteUrl } = jobsSite.site

  it('is found by its slug only', () => {
    expect(jobView(jobsSite, [job], 'nao-existe', JOB_PHOTOS_PATH)).toBeNull()
    expect(view?.title).toBe(job.title)
  })

  it('shows the photos cover first, the client’s words and a link to its neighbourhood', () => {
    expect(view?.photos.map((photo) => photo.alt)).toEqual([job.photos[1]?.alt, job.photos[0]?.alt])
    expect(view?.quote).toEqual(job.quote)
    expect(view?.neighbourhood?.href).toBe([...routes.keys()].find((key) => key.endsWith(NEIGHBOURHOOD)))
  })

  it('shares its cover, at a whole address, and names each photo’s widest JPEG at its own size to search engines', () => {
    expect(view?.head.image.url).toBe(`${siteUrl}${JOB_PHOTOS_PATH}${job.coverPhotoId}/share.jpg`)
    expect(view?.head.canonical).toBe(`${siteUrl}/portfolio/${job.slug}`)
    const work = view?.head.jsonLd.find((data) => data['@type'] === 'CreativeWork')
    expect(work).toMatchObject({
      name: job.title,
      provider: { '@id': `${siteUrl}/#empresa` },
      review: { reviewBody: job.quote?.text, author: { name: job.quote?.name } },
    })
    const [cover, other] = job.photos.toReversed()
    expect(work?.image).toEqual([
      {
        '@type': 'ImageObject',
        contentUrl: `${siteUrl}${JOB_PHOTOS_PATH}${cover?.id}/1600.jpg`,
        width: 1600,
        height: 1067,
        caption: cover?.alt,
      },
      {
        '@type': 'ImageObject',
        contentUrl: `${siteUrl}${JOB_PHOTOS_PATH}${other?.id}/960.jpg`,
        width: 960,
        height: 720,
        caption: other?.alt,
      },
    ])
    expect(view?.head.jsonLd.map((data) => data['@type'])).toContain('BreadcrumbList')
    expect(view?.breadcrumb?.map((crumb) => crumb.path)).toEqual(['/', '/portfolio', `/portfolio/${job.slug}`])
  })
})
