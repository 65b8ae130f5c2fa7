import { css } from '@linaria/core'

/** Shared look of menu links and the dropdown's summary. */
export const link = css`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  min-height: 2.75rem;
  padding: 0.5rem 0.7rem;
  color: var(--color-ink);
  text-decoration: none;
  font-size: 0.93rem;
  font-weight: 500;
  border-bottom: 2px solid transparent;
  &:hover {
    color: var(--color-accent-text);
  }
  &[aria-current='page'],
  &[data-active='true'] {
    color: var(--color-accent-dark);
    border-bottom-color: var(--color-accent);
  }
`
