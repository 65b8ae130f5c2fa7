import { css } from '@linaria/core'
import { Actions } from '../../ui/ActionLink'
import { container, section, sectionHeading } from '../../ui/styles'
import type { BlockOf } from '../schema'

/** Running text with an optional heading and buttons. */
export function Prose({ heading, paragraphs, actions }: BlockOf<'prose'>) {
  return (
    <section className={section}>
      <div className={container}>
        {heading && <h2 className={sectionHeading}>{heading}</h2>}
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className={text}>
            {paragraph}
          </p>
        ))}
        <Actions actions={actions} />
      </div>
    </section>
  )
}

// The measure sits on the paragraphs, not the container, so the text starts on the page grid.
const text = css`
  max-width: 46rem;
  font-size: var(--text-lg);
  color: var(--color-muted);
  margin: 0 0 1.1rem;
`
