import { css } from '@linaria/core'

/** Widths where the whole menu fits on the header's one row; below it the menu is a panel behind a 'Menu' button. */
export const wideScreen = '@media (min-width: 72rem)'

/** Browsers without the popover API (before 2024): the menu stays in the page's flow under the logo, never a panel. */
export const noPopover = '@supports not selector(:popover-open)'

/** Shared look of menu links and the dropdown's summary: a full-width row in the panel, an underlined tab on wide screens. */
export const link = css`
  display: flex;
  align-items: center;
  gap: 0.3rem;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  color: var(--color-ink);
  text-decoration: none;
  font-size: 1rem;
  &:hover {
    color: var(--color-accent-text);
  }
  &[aria-current='page'],
  &[data-active='true'] {
    color: var(--color-accent-dark);
    background: var(--color-surface);
    box-shadow: inset 3px 0 0 var(--color-accent);
  }
  ${wideScreen} {
    display: inline-flex;
    padding-inline: 0.7rem;
    font-size: var(--text-md);
    border-bottom: 2px solid transparent;
    &[aria-current='page'],
    &[data-active='true'] {
      background: none;
      box-shadow: none;
      border-bottom-color: var(--color-accent);
    }
  }
`
