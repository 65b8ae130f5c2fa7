import { css } from '@linaria/core'
import { useSiteContent } from '../../engine/site/context'
import { Icon } from '../../engine/ui/icons'
import { link, wideScreen } from './styles'

/**
 * 'Bairros que Atendemos': a native disclosure, so it opens without JavaScript too; an expandable group in
 * the menu panel, a dropdown on wide screens.
 */
export function NeighbourhoodMenu({ current, active }: { current: string; active: boolean }) {
  const { navigation, neighbourhoods } = useSiteContent()
  return (
    <details className={menu} data-dropdown>
      <summary className={link} data-active={active ? 'true' : undefined}>
        {navigation.neighbourhoodsLabel}
        <Icon name="chevron" size={16} className={chevron} />
      </summary>
      <ul className={panel}>
        {neighbourhoods.map((n) => {
          return (
            <li key={n.slug}>
              <a href={n.path} aria-current={current === n.path ? 'page' : undefined}>
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

/* Fixed size: with the global max-width: 100% a crowded menu row would squeeze the icon to nothing. */
const chevron = css`
  flex: none;
  max-width: none;
  margin-left: auto;
  transition: transform 0.2s ease;
`

const panel = css`
  list-style: none;
  margin: 0;
  padding: 0.25rem 0 0.5rem 0.75rem;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  white-space: normal;
  a {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0.4rem 0.8rem;
    color: var(--color-ink);
    text-decoration: none;
    font-size: var(--text-md);
  }
  a:hover,
  a[aria-current='page'] {
    background: var(--color-surface);
    color: var(--color-accent-dark);
  }
  a[aria-current='page'] {
    box-shadow: inset 3px 0 0 var(--color-accent);
  }
  ${wideScreen} {
    position: absolute;
    right: 0;
    top: calc(100% + 0.5rem);
    z-index: 30;
    width: 30rem;
    padding: 0.5rem;
    grid-template-columns: 1fr 1fr;
    background: var(--color-bg);
    border: 1px solid var(--color-line);
    box-shadow: 0 18px 40px rgb(43 38 33 / 0.12);
    a {
      min-height: 0;
      padding: 0.6rem 0.8rem;
      font-size: var(--text-md);
    }
    a[aria-current='page'] {
      box-shadow: none;
    }
  }
`
