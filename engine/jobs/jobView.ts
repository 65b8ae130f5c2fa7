import type { Job, JobPhoto } from '../../schemas/job'
import { breadcrumbFor, headFor, type FramedView } from '../routes/pageView'
import { fillPlace, inNeighbourhood } from '../routes/neighbourhoodPage'
import { jobPath } from '../routes/sitePaths'
import type { SiteContent } from '../content/loadSite'
import { deliveredMonth } from './context'
import { jobFacts } from './JobCards'
import { jobPhotoLargest, jobPicture, jobShareImage, photosCoverFirst, type JobPicture } from './photos'

/** Everything a job's page renders. */
export type JobView = FramedView & {
  title: string
  /** 'Cortina · sala · Entregue em março de 2026'. */
  facts: string
  /** The photos, the cover first. */
  photos: JobPicture[]
  quote: Job['quote']
  /** The job's neighbourhood page, when the site still has it. */
  neighbourhood: { href: string; label: string } | null
}

/** schema.org data of a job: a CreativeWork of its photos (their widest JPEGs under `photoBase`), made by the business in a neighbourhood. */
export function jobJsonLd(
  job: Job,
  {
    siteUrl,
    brand,
    place,
    photos,
    photoBase,
    description,
  }: { siteUrl: string; brand: string; place: string | null; photos: readonly JobPhoto[]; photoBase: string; description: string },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    '@id': `${siteUrl}${jobPath(job.slug)}#trabalho`,
    name: job.title,
    description,
    url: `${siteUrl}${jobPath(job.slug)}`,
    inLanguage: 'pt-BR',
    dateCreated: job.delivered,
    datePublished: job.publishedAt,
    provider: { '@type': 'HomeAndConstructionBusiness', '@id': `${siteUrl}/#empresa`, name: brand },
    ...(place ? { locationCreated: { '@type': 'Place', name: place } } : {}),
    image: photos.map((photo) => {
      const { url, width, height } = jobPhotoLargest(photo, photoBase)
      return { '@type': 'ImageObject', contentUrl: url, width, height, caption: photo.alt }
    }),
    ...(job.quote
      ? { review: { '@type': 'Review', reviewBody: job.quote.text, author: { '@type': 'Person', name: job.quote.name } } }
      : {}),
  }
}

/** The page of a published job, or null when no job has this slug. */
export function jobView(content: SiteContent, jobs: readonly Job[], slug: string | undefined, photoBase: string): JobView | null {
  const job = jobs.find((candidate) => candidate.slug === slug)
  if (!job) return null
  const { site, labels, neighbourhoods } = content
  const place = neighbourhoods.find((n) => n.slug === job.neighbourhood) ?? null
  const photos = photosCoverFirst(job).map((photo) => jobPicture(photo, photoBase))
  const path = jobPath(job.slug)
  const title = `${job.title} | ${site.brand}`
  const where = place ? ` ${inNeighbourhood(place)}` : ''
  const description = `${job.title}: ${job.made} sob medida para ${job.room}${where}, entregue em ${deliveredMonth(job.delivered)}.`
  const breadcrumb = breadcrumbFor(content, path, title)
  // Crawlers and WhatsApp's preview need whole addresses.
  const absoluteBase = photoBase.startsWith('/') ? `${site.siteUrl}${photoBase}` : photoBase
  const share = jobShareImage(job, absoluteBase)
  const head = headFor(
    content,
    {
      path,
      title,
      description,
      type: 'article',
      ...(share ? { image: share } : {}),
      jsonLd: [
        jobJsonLd(job, {
          siteUrl: site.siteUrl,
          brand: site.brand,
          place: place?.name ?? null,
          photos: photosCoverFirst(job),
          photoBase: absoluteBase,
          description,
        }),
      ],
    },
    breadcrumb,
  )
  return {
    path,
    head,
    breadcrumb,
    title: job.title,
    facts: jobFacts(job, labels.jobs.delivered),
    photos,
    quote: job.quote,
    neighbourhood: place && { href: place.path, label: fillPlace(labels.jobs.neighbourhoodLink, place) },
  }
}
