import { css, cx } from '@linaria/core'
import { fullSizeUrl, pictureProps } from '../../media/pictureProps'
import { gridSizes } from '../../media/gridSizes'
import { Picture } from '../../media/Picture'
import { useSiteContent } from '../../site/context'
import { Icon } from '../../ui/icons'
import { useJobs } from '../../jobs/context'
import { JobCards } from '../../jobs/JobCards'
import { container, photoGrid, section, visuallyHidden } from '../../ui/styles'
import type { BlockOf } from '../schema'

/**
 * Project photos; each opens full size, in a lightbox where JavaScript runs (enhance.ts). Delivered jobs, when
 * the server renders the block with them (engine/jobs/slots.tsx), come first, newest first. Its illustrations note
 * shows only while every photo is an illustration and no job is published: once one is, the illustrations keep
 * only the site's short label.
 */
export function Portfolio({ heading, illustrationsNote, items }: BlockOf<'portfolio'>) {
  const { images, labels, illustrations } = useSiteContent()
  const { jobs, photoBase } = useJobs()
  const words = labels.portfolio
  const onlyIllustrations = items.every((item) => illustrations.has(item.picture.image))
  const delivered = photoBase !== null && jobs.length > 0
  const shownHeading = heading ?? (delivered ? labels.jobs.illustrationsHeading : undefined)
  const shownNote = delivered ? onlyIllustrations && labels.frame.illustrationsNote : onlyIllustrations && illustrationsNote
  return (
    <section className={section} data-enhance="lightbox">
      <div className={container}>
        {delivered && <JobCards jobs={jobs} photoBase={photoBase} heading={labels.jobs.heading} standalone={false} priority />}
        {shownHeading && <h2 className={title}>{shownHeading}</h2>}
        {shownNote && <p className={note}>{shownNote}</p>}
        <ul className={cx(grid, photoGrid)}>
          {items.map((item, index) => {
            const picture = pictureProps(images, item.picture)
            return (
              <li key={item.picture.image}>
                <figure className={figure}>
                  <a href={fullSizeUrl(picture.image)} className={open} data-lightbox-item data-caption={item.caption}>
                    <Picture
                      {...picture}
                      priority={index === 0 && !delivered}
                      sizes={index === 0 ? gridSizes(1, gridColumns) : gridSizes(items.length, gridColumns)}
                      className={photo}
                    />
                    <span className={visuallyHidden}>{words.enlarge}</span>
                  </a>
                  <figcaption className={caption}>{item.caption}</figcaption>
                </figure>
              </li>
            )
          })}
        </ul>
      </div>
      <dialog className={dialog} aria-label={words.dialogLabel} data-lightbox>
        {/* The photo's <img> is added by enhance.ts when it opens: one without a source is invalid HTML. */}
        <figure className={stage}>
          <figcaption data-lightbox-caption />
        </figure>
        <button type="button" className={`${control} ${close}`} data-lightbox-close aria-label={words.close}>
          <Icon name="close" />
        </button>
        <button type="button" className={`${control} ${prev}`} data-lightbox-prev aria-label={words.previous}>
          <Icon name="prev" />
        </button>
        <button type="button" className={`${control} ${next}`} data-lightbox-next aria-label={words.next}>
          <Icon name="next" />
        </button>
      </dialog>
    </section>
  )
}

/** The grid's columns below; the photos' `sizes` follow them. */
const gridColumns = { minRem: 18, gapRem: 1.25 }

const title = css`
  font-family: var(--font-display);
  font-weight: 400;
  font-size: var(--display-lg);
  margin: 0 0 2rem;
`

const note = css`
  max-width: 44rem;
  color: var(--color-muted);
  margin: 0 0 2rem;
`

const grid = css`
  --item-height: 17.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2rem 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  /* The first photo spans the row, so the rest end evenly in three- and two-column grids when they are a multiple of six. */
  > li:first-child {
    grid-column: 1 / -1;
  }
  @media (min-width: 40rem) {
    > li:first-child img {
      aspect-ratio: 21 / 9;
    }
  }
`

const figure = css`
  margin: 0;
`

const open = css`
  display: block;
  position: relative;
  overflow: hidden;
  &:hover img {
    transform: scale(1.03);
  }
`

const photo = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  transition: transform 0.6s ease;
`

const caption = css`
  margin-top: 0.75rem;
  font-family: var(--font-display);
  font-size: var(--display-sm);
`

const dialog = css`
  width: 100vw;
  height: 100vh;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: rgb(20 16 12 / 0.94);
  color: #f6efe5;
  &::backdrop {
    background: rgb(20 16 12 / 0.6);
  }
  &[open] {
    display: grid;
    place-items: center;
  }
`

const stage = css`
  margin: 0;
  max-width: min(92vw, 80rem);
  text-align: center;
  img {
    max-width: 100%;
    max-height: 80vh;
    width: auto;
    height: auto;
  }
  figcaption {
    margin-top: 1rem;
    font-family: var(--font-display);
    font-size: var(--display-sm);
  }
`

const control = css`
  position: fixed;
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  border: 1px solid rgb(246 239 229 / 0.5);
  background: rgb(20 16 12 / 0.55);
  color: inherit;
  cursor: pointer;
`

const close = css`
  top: 1rem;
  right: 1rem;
`

const prev = css`
  left: 1rem;
  top: calc(50% - 1.5rem);
`

const next = css`
  right: 1rem;
  top: calc(50% - 1.5rem);
`
