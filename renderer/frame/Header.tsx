import { css } from '@linaria/core'
import { navigation, neighbourhoods, site } from '../../engine/content'
import { neighbourhoodPath } from '../../engine/routes/neighbourhoodPage'
import { container } from '../../engine/ui/styles'
import { NeighbourhoodMenu } from './NeighbourhoodMenu'
import { link } from './styles'

/** True when a menu item stands for the current page. */
function isCurrent(href: string, path: string): boolean {
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`)
}

/** Sticky header: logo, the six menu items and the neighbourhoods dropdown. */
export function Header({ path }: { path: string }) {
  const inNeighbourhood = neighbourhoods().some((n) => path.startsWith(neighbourhoodPath(n.slug)))
  return (
    <header className={header}>
      <div className={`${container} ${bar}`}>
        <a href="/" className={logo} aria-label={`${site.brand}, página inicial`}>
          {site.brand}
        </a>
        <nav aria-label="Menu principal" className={nav}>
          <ul className={list}>
            {navigation.main.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={link} aria-current={isCurrent(item.href, path) ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
            <li>
              <NeighbourhoodMenu current={path} active={inNeighbourhood} />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  )
}

const header = css`
  position: sticky;
  top: 0;
  z-index: 20;
  background: rgb(251 248 243 / 0.94);
  backdrop-filter: blur(10px);
  border-bottom: 1px solid var(--color-line);
`

const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem 1.5rem;
  min-height: var(--header-height);
  padding-block: 0.5rem;
`

const logo = css`
  font-family: var(--font-display);
  font-size: 1.5rem;
  font-weight: 600;
  letter-spacing: 0.01em;
  color: var(--color-ink);
  text-decoration: none;
  padding-block: 0.4rem;
`

const nav = css`
  @media (max-width: 63.99rem) {
    width: 100%;
    overflow-x: auto;
    margin-inline: -0.25rem;
    mask-image: linear-gradient(to right, #000 88%, transparent);
  }
`

const list = css`
  display: flex;
  align-items: center;
  gap: 0.1rem;
  list-style: none;
  margin: 0;
  padding: 0;
  white-space: nowrap;
`
