import { css } from '@linaria/core'
import { navigation, neighbourhoods } from '../../engine/content'
import { neighbourhoodPath } from '../../engine/routes/neighbourhoodPage'
import { Icon } from '../../engine/ui/icons'
import { link } from './styles'

/** 'Bairros que Atendemos': a native disclosure, so it opens without JavaScript too. */
export function NeighbourhoodMenu({ current, active }: { current: string; active: boolean }) {
  return (
    <details className={menu} data-dropdown>
      <summary className={link} data-active={active ? 'true' : undefined}>
        {navigation.neighbourhoodsLabel}
        <Icon name="chevron" size={16} className={chevron} />
      </summary>
      <ul className={panel}>
        {neighbourhoods().map((n) => {
          const href = neighbourhoodPath(n.slug)
          return (
            <li key={n.slug}>
              <a href={href} aria-current={current === href ? 'page' : undefined}>
                {n.name}
              </a>
            </li>
          )
        })}
      </ul>
    </details>
  )
}

const menu = css`
  position: relative;
  summary {
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  &[open] svg {
    transform: rotate(180deg);
  }
`

const chevron = css`
  transition: transform 0.2s ease;
`

const panel = css`
  position: absolute;
  right: 0;
  top: calc(100% + 0.5rem);
  z-index: 30;
  list-style: none;
  margin: 0;
  padding: 0.5rem;
  width: min(30rem, 92vw);
  display: grid;
  grid-template-columns: 1fr 1fr;
  background: var(--color-bg);
  border: 1px solid var(--color-line);
  box-shadow: 0 18px 40px rgb(43 38 33 / 0.12);
  white-space: normal;
  @media (max-width: 63.99rem) {
    position: fixed;
    top: auto;
    left: 50%;
    transform: translateX(-50%);
    margin-top: 0.5rem;
  }
  a {
    display: block;
    padding: 0.6rem 0.8rem;
    color: var(--color-ink);
    text-decoration: none;
    font-size: 0.93rem;
  }
  a:hover,
  a[aria-current='page'] {
    background: var(--color-surface);
    color: var(--color-accent-dark);
  }
`
