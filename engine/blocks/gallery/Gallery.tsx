import { css, cx } from '@linaria/core'
import { pictureProps } from '../../media/pictureProps'
import { Picture } from '../../media/Picture'
import { useSiteContent } from '../../site/context'
import { container, photoGrid, section, sectionHeading } from '../../ui/styles'
import type { BlockOf } from '../schema'

/** A row of lazily loaded photos. */
export function Gallery({ heading, illustrationsNote, pictures }: BlockOf<'gallery'>) {
  const { images, illustrations } = useSiteContent()
  const showsIllustrations = pictures.some((picture) => illustrations.has(picture.image))
  return (
    <section className={section}>
      <div className={container}>
        {heading && <h2 className={sectionHeading}>{heading}</h2>}
        <ul className={cx(grid, photoGrid)}>
          {pictures.map((picture) => (
            <li key={picture.image + picture.alt}>
              <Picture
                {...pictureProps(images, picture)}
                sizes="(min-width: 75rem) 23rem, (min-width: 47rem) 32vw, (min-width: 32rem) 48vw, calc(100vw - 2.5rem)"
                className={photo}
              />
            </li>
          ))}
        </ul>
        {illustrationsNote && showsIllustrations && <p className={note}>{illustrationsNote}</p>}
      </div>
    </section>
  )
}

const grid = css`
  --item-height: 15rem;
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
`

const note = css`
  color: var(--color-muted);
  font-size: 0.875rem;
  margin: 0.75rem 0 0;
`

const photo = css`
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
`
