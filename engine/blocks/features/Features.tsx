import { css } from '@linaria/core'
import { Icon } from '../../ui/icons'
import { cardText, cardTitle, container, section, sectionAlt, sectionHeading, sectionIntro } from '../../ui/styles'
import type { BlockOf } from '../schema'

/** Icon cards: the 'Nossos diferenciais' grid. */
export function Features({ heading, intro, items }: BlockOf<'features'>) {
  return (
    <section className={`${section} ${sectionAlt}`}>
      <div className={container}>
        <h2 className={sectionHeading}>{heading}</h2>
        {intro && <p className={sectionIntro}>{intro}</p>}
        <ul className={grid}>
          {items.map((item) => (
            <li key={item.title} className={card}>
              <Icon name={item.icon} size={30} className={icon} />
              <h3 className={cardTitle}>{item.title}</h3>
              <p className={cardText}>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`

const card = css`
  background: var(--color-bg);
  padding: 2rem 1.75rem;
  border: 1px solid var(--color-line);
`

const icon = css`
  color: var(--color-accent);
`
