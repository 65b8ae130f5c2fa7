import { css } from '@linaria/core'
import { neighbourhoodLabel } from '../../routes/neighbourhoodPage'
import { useSiteContent } from '../../site/context'
import { container, section, sectionHeading } from '../../ui/styles'
import type { BlockOf } from '../schema'

/** Links to every neighbourhood page: 'Cortinas Sob Medida no Tatuapé'. */
export function NeighbourhoodIndex({ heading }: BlockOf<'neighbourhoodIndex'>) {
  const { neighbourhoods, neighbourhoodPage } = useSiteContent()
  return (
    <section className={section}>
      <div className={container}>
        <h2 className={sectionHeading}>{heading}</h2>
        <ul className={list}>
          {neighbourhoods.map((n) => (
            <li key={n.slug}>
              <a href={n.path}>{neighbourhoodLabel(n, neighbourhoodPage)}</a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
  border-top: 1px solid var(--color-line);
  a {
    display: flex;
    justify-content: space-between;
    padding: 1.1rem 0.25rem;
    border-bottom: 1px solid var(--color-line);
    color: var(--color-ink);
    text-decoration: none;
    font-family: var(--font-display);
    font-size: var(--display-sm);
    margin-right: 1.5rem;
  }
  a::after {
    content: '→';
    color: var(--color-accent);
  }
  a:hover {
    color: var(--color-accent-text);
  }
`
