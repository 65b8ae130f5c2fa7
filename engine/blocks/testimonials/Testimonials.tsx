import { css } from '@linaria/core'
import { fillLabel } from '../../site/fillLabel'
import { useSiteContent } from '../../site/context'
import { Icon } from '../../ui/icons'
import { useJobs } from '../../jobs/context'
import { jobPath } from '../../routes/sitePaths'
import { container, section, sectionAlt, sectionHeading } from '../../ui/styles'
import type { BlockOf } from '../schema'

/** One testimonial as shown: a job's client's words link to the job. */
type Shown = { name: string; text: string; place: string; href?: string; example?: boolean }

/**
 * Clients' words: those of delivered jobs first (when the server renders the block with them, engine/jobs/slots.tsx),
 * then the block's own. Several rotate (enhance.ts); without JavaScript they scroll sideways, one per view. None:
 * no section.
 */
export function Testimonials({ heading, items: own }: BlockOf<'testimonials'>) {
  const words = useSiteContent().labels.testimonials
  const { jobs } = useJobs()
  const items: Shown[] = [
    ...jobs.flatMap((job) =>
      job.quote ? [{ name: job.quote.name, text: job.quote.text, place: job.title, href: jobPath(job.slug) }] : [],
    ),
    ...own,
  ]
  if (!items.length) return null
  const rotating = items.length > 1
  return (
    <section className={`${section} ${sectionAlt}`} aria-roledescription={rotating ? words.carousel : undefined} aria-label={heading}>
      <div className={`${container} ${wrap}`}>
        <h2 className={sectionHeading}>{heading}</h2>
        <div className={track} data-enhance={rotating ? 'carousel' : undefined}>
          {items.map((item, index) => (
            <figure
              key={`${item.name}-${index}`}
              className={slide}
              aria-roledescription={rotating ? words.slide : undefined}
              aria-label={rotating ? fillLabel(words.position, { numero: index + 1, total: items.length }) : undefined}
            >
              <Icon name="quote" size={36} className={mark} />
              <blockquote className={quote}>
                <p>{item.text}</p>
              </blockquote>
              <figcaption className={caption}>
                <strong>{item.name}</strong> · {item.href ? <a href={item.href}>{item.place}</a> : item.place}
                {item.example && ` (${words.example})`}
              </figcaption>
            </figure>
          ))}
        </div>
        {/* Hidden until enhance.ts shows it; the script swaps its words for data-resume once paused. */}
        {rotating && (
          <button type="button" className={pause} data-carousel-toggle data-resume={words.resume} hidden aria-pressed="false">
            {words.pause}
          </button>
        )}
      </div>
    </section>
  )
}

const wrap = css`
  text-align: center;
`

const track = css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 100%;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  &[data-carousel='on'] {
    grid-auto-flow: row;
    overflow: hidden;
    > * {
      grid-area: 1 / 1;
      transition: opacity 1.2s ease;
    }
    > [data-state='hidden'] {
      opacity: 0;
      visibility: hidden;
    }
    > [data-state='fading'] {
      opacity: 0;
    }
  }
`

const slide = css`
  scroll-snap-align: center;
  margin: 0 auto;
  max-width: 46rem;
  padding: 0 1rem;
`

const mark = css`
  color: var(--color-accent);
`

const quote = css`
  margin: 0.75rem 0 1.25rem;
  font-family: var(--font-display);
  font-size: var(--display-sm);
  line-height: 1.35;
  p {
    margin: 0;
  }
`

const caption = css`
  color: var(--color-muted);
  font-size: var(--text-md);
`

const pause = css`
  margin-top: 1.75rem;
  background: none;
  border: 1px solid var(--color-line-strong);
  border-radius: 999px;
  padding: 0.55rem 1.2rem;
  min-height: 2.75rem;
  font: inherit;
  font-size: var(--text-sm);
  color: var(--color-muted);
  cursor: pointer;
`
