import { css } from '@linaria/core'
import { useSiteContent } from '../../site/context'
import { container, labelText } from '../../ui/styles'
import type { BlockOf } from '../schema'

/** A strip naming the districts served. */
export function ServiceArea({ heading, text }: BlockOf<'serviceArea'>) {
  const { site } = useSiteContent()
  return (
    <section className={strip} aria-labelledby="area-atendida">
      <div className={`${container} ${inner}`}>
        <h2 id="area-atendida" className={title}>
          {heading}
        </h2>
        <ul className={list}>
          {site.serviceArea.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
        {text && <p className={note}>{text}</p>}
      </div>
    </section>
  )
}

const strip = css`
  border-block: 1px solid var(--color-line);
  padding-block: 2.25rem;
`

const inner = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 2rem;
  justify-content: center;
  text-align: center;
`

const title = css`
  ${labelText}
  margin: 0;
`

const list = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem 1.75rem;
  list-style: none;
  margin: 0;
  padding: 0;
  font-family: var(--font-display);
  font-size: var(--display-sm);
`

const note = css`
  flex-basis: 100%;
  margin: 0;
  color: var(--color-muted);
  font-size: var(--text-md);
`
