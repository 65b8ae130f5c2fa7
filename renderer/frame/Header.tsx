import { css } from '@linaria/core'
import { useSiteContent } from '../../engine/site/context'
import { fillLabel } from '../../engine/site/fillLabel'
import { container } from '../../engine/ui/styles'
import { FRAME_HEADER } from './headerOffset'
import { MenuButton } from './MenuButton'
import { NeighbourhoodMenu } from './NeighbourhoodMenu'
import { link, noPopover, wideScreen } from './styles'

/** True when a menu item stands for the current page. */
function isCurrent(href: string, path: string): boolean {
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`)
}

const menuId = 'menu-principal'

/**
 * Sticky header of one fixed-height row: logo, then the menu items and the neighbourhoods dropdown. Below
 * the wide breakpoint the same list is a popover panel opened by the 'Menu' button, neighbourhoods as a group.
 */
export function Header({ path }: { path: string }) {
  const { navigation, neighbourhoods, site, labels } = useSiteContent()
  const inNeighbourhood = neighbourhoods.some((n) => path.startsWith(n.path))
  return (
    <header className={header} {...{ [FRAME_HEADER]: '' }}>
      <div className={`${container} ${bar}`}>
        <a href="/" className={logo} aria-label={fillLabel(labels.frame.logoLabel, { marca: site.brand })}>
          {site.brand}
        </a>
        <MenuButton menuId={menuId} />
        <nav id={menuId} popover="auto" aria-label={labels.frame.mainMenuLabel} className={nav}>
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
  ${noPopover} {
    position: static;
  }
`

/*
 * The height is fixed so that scroll-padding-top (globalStyles) always matches the header. On wide screens a menu
 * whose words the owner made too long for one row takes a second one rather than hiding the logo or widening the page
 * (and the behaviours script tells scrolling the header's real height, frame/headerOffset.ts).
 */
const bar = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  height: var(--header-height);
  ${noPopover} {
    flex-wrap: wrap;
    height: auto;
    min-height: var(--header-height);
  }
  ${wideScreen} {
    height: auto;
    min-height: var(--header-height);
  }
`

/** What the site's name keeps on wide screens, however long the menu. */
const logoMinWidth = '10rem'

const logo = css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  min-width: 0;
  font-family: var(--font-display);
  /* Off the type scale on purpose: the name fits one line on every phone. */
  font-size: clamp(1.2rem, 5.4vw, 1.5rem);
  font-weight: var(--weight-strong);
  line-height: 1.15;
  letter-spacing: 0.01em;
  color: var(--color-ink);
  text-decoration: none;
  ${wideScreen} {
    min-width: ${logoMinWidth};
  }
`

/* A panel under the header in the top layer while open; on wide screens a plain row, never a popover. */
const nav = css`
  position: fixed;
  inset: calc(var(--header-height) + 1px) 0 auto;
  width: auto;
  max-height: calc(100dvh - var(--header-height) - 1px);
  margin: 0;
  padding: 0.75rem max(1.25rem, env(safe-area-inset-right)) 1.5rem max(1.25rem, env(safe-area-inset-left));
  overflow-y: auto;
  overscroll-behavior: contain;
  border: 0;
  border-bottom: 1px solid var(--color-line);
  background: var(--color-bg);
  color: var(--color-ink);
  box-shadow: 0 24px 48px rgb(43 38 33 / 0.18);
  /* On tablets a card under the Menu button rather than a sheet as wide as the screen. */
  @media (min-width: 40rem) {
    inset: calc(var(--header-height) + 0.5rem) 1.25rem auto auto;
    width: 28rem;
    max-height: calc(100dvh - var(--header-height) - 1.5rem);
    padding: 0.75rem 1.25rem 1.25rem;
    border: 1px solid var(--color-line);
  }
  ${noPopover} {
    position: static;
    width: 100%;
    max-height: none;
    padding: 0 0 0.75rem;
    border: 0;
    box-shadow: none;
  }
  ${wideScreen} {
    display: block;
    position: static;
    /* The name takes its second line before the menu takes a second row, and never vanishes. */
    flex: none;
    max-width: calc(100% - ${logoMinWidth} - 1rem);
    width: auto;
    max-height: none;
    padding: 0;
    overflow: visible;
    border: 0;
    background: none;
    box-shadow: none;
  }
`

const list = css`
  display: grid;
  gap: 0.15rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${wideScreen} {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    align-items: center;
    gap: 0.1rem;
    white-space: nowrap;
  }
`
