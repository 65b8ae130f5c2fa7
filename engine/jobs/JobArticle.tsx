import { css } from '@linaria/core'
import { JOBS_PATH } from '../routes/sitePaths'
import { useSiteContent } from '../site/context'
import { Icon } from '../ui/icons'
import { container, eyebrow, section } from '../ui/styles'
import { JobPicture } from './JobPicture'
import type { JobView } from './jobView'

/** The page of one delivered job: its title and facts, its photos (the cover first), the client's words, where it is. */
export function JobArticle({ job }: { job: JobView }) {
  const words = useSiteContent().labels.jobs
  return (
    <article className={section}>
      <div className={container}>
        <header className={header}>
          <p className={eyebrow}>{job.facts}</p>
          <h1 className={title}>{job.title}</h1>
        </header>
        <ul className={photos} aria-label={words.photosLabel}>
          {job.photos.map((photo, index) => (
            <li key={photo.src}>
              <JobPicture
                picture={photo}
                sizes="(min-width: 74.5rem) 72rem, calc(100vw - 2.5rem)"
                priority={index === 0}
                className={image}
              />
            </li>
          ))}
        </ul>
        {job.quote && (
          <figure className={quote}>
            <Icon name="quote" size={36} className={mark} />
            <blockquote>
              <p>{job.quote.text}</p>
            </blockquote>
            <figcaption>{job.quote.name}</figcaption>
          </figure>
        )}
        <p className={links}>
          {job.neighbourhood && <a href={job.neighbourhood.href}>{job.neighbourhood.label}</a>}
          <a href={JOBS_PATH}>{words.portfolioLink}</a>
        </p>
      </div>
    </article>
  )
}

const header = css`
  max-width: 46rem;
  margin-bottom: 2rem;
`

const title = css`
  font-family: var(--font-display);
  font-weight: 400;
  font-size: var(--display-lg);
  line-height: 1.15;
  margin: 0.5rem 0 0;
`

const photos = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
`

const image = css`
  display: block;
  width: 100%;
  height: auto;
  max-height: 85vh;
  object-fit: contain;
  background: var(--color-surface);
`

const quote = css`
  max-width: 46rem;
  margin: 3rem auto 0;
  text-align: center;
  blockquote {
    margin: 0.75rem 0 1rem;
    font-family: var(--font-display);
    font-size: var(--display-sm);
    line-height: 1.35;
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    color: var(--color-muted);
  }
`

const mark = css`
  color: var(--color-accent);
`

const links = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 3rem 0 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    color: var(--color-accent-dark);
  }
`
