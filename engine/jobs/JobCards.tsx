import { css } from '@linaria/core'
import type { Job } from '../../schemas/job'
import { gridSizes } from '../media/gridSizes'
import { jobPath } from '../routes/sitePaths'
import { useSiteContent } from '../site/context'
import { cardPhoto, cardText, cardTitle, container, photoGrid, section, sectionHeading, titleLink } from '../ui/styles'
import { deliveredMonth } from './context'
import { JobPicture } from './JobPicture'
import { jobPicture, photosCoverFirst } from './photos'

/** A job's line under its title: 'Cortina · sala · Entregue em março de 2026'. */
export function jobFacts(job: Pick<Job, 'made' | 'room' | 'delivered'>, delivered: string): string {
  const made = job.made.charAt(0).toUpperCase() + job.made.slice(1)
  return `${made} · ${job.room} · ${delivered} ${deliveredMonth(job.delivered)}`
}

type JobCardsProps = {
  jobs: readonly Job[]
  photoBase: string
  heading: string
  /** Whether the list is a section of its own (home, neighbourhood pages) or part of the portfolio block's. */
  standalone?: boolean
  /** Whether the first cover is the page's largest paint: loaded at once. */
  priority?: boolean
}

/** Delivered jobs as cards, newest first: the cover, the title linking to the job's page, what and when. */
export function JobCards({ jobs, photoBase, heading, standalone = true, priority = false }: JobCardsProps) {
  const words = useSiteContent().labels.jobs
  if (jobs.length === 0) return null
  const list = (
    <>
      <h2 className={sectionHeading}>{heading}</h2>
      <ul className={`${grid} ${photoGrid}`}>
        {jobs.map((job, index) => {
          const cover = photosCoverFirst(job)[0]
          return (
            <li key={job.id}>
              <article className={card}>
                {cover && (
                  <JobPicture
                    picture={jobPicture(cover, photoBase)}
                    sizes={gridSizes(Math.max(jobs.length, 2), columns)}
                    priority={priority && index === 0}
                    className={cardPhoto}
                  />
                )}
                <h3 className={cardTitle}>
                  <a href={jobPath(job.slug)} className={titleLink}>
                    {job.title}
                  </a>
                </h3>
                <p className={cardText}>{jobFacts(job, words.delivered)}</p>
              </article>
            </li>
          )
        })}
      </ul>
    </>
  )
  return standalone ? (
    <section className={section}>
      <div className={container}>{list}</div>
    </section>
  ) : (
    list
  )
}

/** The grid's columns below; the covers' `sizes` follow them. */
const columns = { minRem: 18, gapRem: 1.25 }

const grid = css`
  --item-height: 20rem;
  list-style: none;
  margin: 0 0 3rem;
  padding: 0;
  display: grid;
  gap: 2rem 1.25rem;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  /* A lone job (a neighbourhood's first, the site's first weeks) keeps a two-column card's width: across the whole
     column its 4:3 cover would fill a desktop screen. Its sizes above count two cards for this. */
  @media (min-width: 39.75rem) {
    > li:only-child {
      max-width: calc((100% - 1.25rem) / 2);
    }
  }
`

const card = css`
  margin: 0;
`
