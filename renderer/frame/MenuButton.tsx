import { css } from '@linaria/core'
import { useSiteContent } from '../../engine/site/context'
import { noPopover, wideScreen } from './styles'

/**
 * The 'Menu' button below the wide breakpoint. It opens the menu panel as a native popover, so it works
 * without JavaScript, reports expanded or collapsed to screen readers, and closes on Escape or a tap outside.
 */
export function MenuButton({ menuId }: { menuId: string }) {
  const { labels } = useSiteContent()
  return (
    <button type="button" className={button} popoverTarget={menuId}>
      <span className={bars} aria-hidden="true" />
      {labels.frame.menuButton}
    </button>
  )
}

const button = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: 0.6rem;
  min-height: 2.75rem;
  padding: 0.5rem 0.9rem;
  border: 1px solid var(--color-line-strong);
  border-radius: 999px;
  background: transparent;
  color: var(--color-ink);
  font: inherit;
  font-size: var(--text-md);
  font-weight: var(--weight-strong);
  cursor: pointer;
  &:hover {
    border-color: var(--color-accent);
  }
  header:has(:popover-open) & {
    background: var(--color-surface);
    border-color: var(--color-accent);
  }
  ${wideScreen} {
    display: none;
  }
  ${noPopover} {
    display: none;
  }
`

/** Three bars that turn into a cross while the panel is open. */
const bars = css`
  position: relative;
  width: 1.1rem;
  height: 2px;
  background: currentColor;
  transition: background-color 0.15s ease;
  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 0;
    width: 100%;
    height: 2px;
    background: currentColor;
    transition: transform 0.2s ease;
  }
  &::before {
    transform: translateY(-6px);
  }
  &::after {
    transform: translateY(6px);
  }
  header:has(:popover-open) & {
    background-color: transparent;
    &::before {
      transform: rotate(45deg);
    }
    &::after {
      transform: rotate(-45deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &,
    &::before,
    &::after {
      transition: none;
    }
  }
`
