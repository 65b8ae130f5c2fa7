import { css } from '@linaria/core'
import { pictureProps } from '../../media/pictureProps'
import { Picture } from '../../media/Picture'
import { useSiteContent } from '../../site/context'
import { container, section, sectionHeading } from '../../ui/styles'
import type { BlockOf } from '../schema'

/** The specialist's introduction beside a photo, with a quote. */
export function About({ heading, paragraphs, quote, picture }: BlockOf<'about'>) {
  const { images } = useSiteContent()
  return (
    <section className={section}>
      <div className={`${container} ${grid}`}>
        <Picture {...pictureProps(images, picture)} sizes="(min-width: 60rem) 28rem, calc(100vw - 2.5rem)" className={photo} />
        <div>
          <h2 className={sectionHeading}>{heading}</h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className={text}>
              {paragraph}
            </p>
          ))}
          <blockquote className={quoteStyle}>
            <p>{quote}</p>
          </blockquote>
        </div>
      </div>
    </section>
  )
}

const grid = css`
  display: grid;
  gap: clamp(2rem, 5vw, 4.5rem);
  align-items: center;
  @media (min-width: 60rem) {
    grid-template-columns: 5fr 7fr;
  }
`

const photo = css`
  width: 100%;
  height: auto;
`

const text = css`
  color: var(--color-muted);
  margin: 0 0 1rem;
`

const quoteStyle = css`
  margin: 2rem 0 0;
  padding-left: 1.5rem;
  border-left: 2px solid var(--color-accent);
  font-family: var(--font-display);
  font-size: var(--display-md);
  line-height: 1.3;
  p {
    margin: 0;
  }
`
