import { css } from '@linaria/core'
import { container, eyebrow } from '../../ui/styles'
import type { BlockOf } from '../schema'

/** The h1 and lead paragraphs of a page without a hero photo. */
export function PageIntro({ eyebrow: kicker, heading, lead }: BlockOf<'pageIntro'>) {
  return (
    <section className={intro}>
      <div className={container}>
        {kicker && <span className={eyebrow}>{kicker}</span>}
        <h1 className={title}>{heading}</h1>
        {lead.map((paragraph) => (
          <p key={paragraph} className={text}>
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  )
}

const intro = css`
  padding-block: clamp(2.5rem, 6vw, 4.5rem) clamp(2rem, 5vw, 3.5rem);
  border-bottom: 1px solid var(--color-line);
`

const title = css`
  font-family: var(--font-display);
  font-weight: 400;
  font-size: var(--display-xl);
  line-height: 1.05;
  letter-spacing: -0.015em;
  max-width: 20ch;
  margin: 0 0 1.5rem;
`

const text = css`
  max-width: 44rem;
  font-size: var(--text-lg);
  color: var(--color-muted);
  margin: 0 0 1rem;
`
