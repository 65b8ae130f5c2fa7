import { css, cx } from '@linaria/core'
import { pictureProps } from '../../media/pictureProps'
import { gridSizes } from '../../media/gridSizes'
import { Picture } from '../../media/Picture'
import { useSiteContent } from '../../site/context'
import { Actions } from '../../ui/ActionLink'
import { cardText, cardTitle, container, photoGrid, section, sectionHeading, sectionIntro } from '../../ui/styles'
import type { BlockOf } from '../schema'

/** Photo cards in a grid; with `reveal`, the grid fades in once as it scrolls into view. */
export function Cards({ id, heading, intro, reveal, items, actions }: BlockOf<'cards'>) {
  const { images } = useSiteContent()
  const sizes = gridSizes(items.length, { minRem: 15, gapRem: 1.5 })
  return (
    <section className={section} id={id}>
      <div className={container}>
        <h2 className={sectionHeading}>{heading}</h2>
        {intro && <p className={sectionIntro}>{intro}</p>}
        <ul className={cx(grid, photoGrid)} data-enhance={reveal ? 'reveal' : undefined}>
          {items.map((item) => (
            <li key={item.title} className={card}>
              <Picture {...pictureProps(images, item.picture)} sizes={sizes} className={photo} />
              <h3 className={cardTitle}>{item.title}</h3>
              <p className={cardText}>{item.text}</p>
            </li>
          ))}
        </ul>
        <Actions actions={actions} />
      </div>
    </section>
  )
}

const grid = css`
  --item-height: 25.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2rem 1.5rem;
  /* Widths here and the photos' gridSizes() go together. */
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  transition:
    opacity 0.9s ease,
    transform 0.9s ease;
  &[data-reveal='hidden'] {
    opacity: 0;
    transform: translateY(1.5rem);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`

const card = css`
  display: flex;
  flex-direction: column;
`

const photo = css`
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
`
