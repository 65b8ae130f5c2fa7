import { Actions } from '../../ui/ActionLink'
import { bodyText, container, section, sectionHeading } from '../../ui/styles'
import type { BlockOf } from '../schema'

/** Running text with an optional heading and buttons. */
export function Prose({ heading, paragraphs, actions }: BlockOf<'prose'>) {
  return (
    <section className={section}>
      <div className={container}>
        {heading && <h2 className={sectionHeading}>{heading}</h2>}
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className={bodyText}>
            {paragraph}
          </p>
        ))}
        <Actions actions={actions} />
      </div>
    </section>
  )
}
