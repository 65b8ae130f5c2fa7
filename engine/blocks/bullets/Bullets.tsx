import { css } from '@linaria/core'
import { cardText, cardTitle, container, section, sectionHeading } from '../../ui/styles'
import type { BlockOf } from '../schema'

/** Numbered benefits, each a title and a sentence. */
export function Bullets({ heading, items }: BlockOf<'bullets'>) {
  return (
    <section className={section}>
      <div className={container}>
        <h2 className={sectionHeading}>{heading}</h2>
        <ul className={list}>
          {items.map((item) => (
            <li key={item.title} className={entry}>
              <h3 className={cardTitle}>{item.title}</h3>
              <p className={cardText}>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

const list = css`
  list-style: none;
  counter-reset: benefit;
  margin: 2rem 0 0;
  padding: 0;
  display: grid;
  gap: 1.75rem 2.5rem;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
`

const entry = css`
  counter-increment: benefit;
  padding-top: 1.25rem;
  border-top: 1px solid var(--color-line-strong);
  &::before {
    content: counter(benefit, decimal-leading-zero);
    font-family: var(--font-display);
    color: var(--color-accent-text);
    font-size: var(--display-sm);
  }
`
