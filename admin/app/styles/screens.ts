import { css } from '@linaria/core'
import { row, screenHeading, tablet } from './frame'

/** Sign-in and password recovery: a card centred on the sand colour. */
export const auth = css`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: 1.5rem 1rem;
  background: var(--color-surface);
`

export const card = css`
  width: min(100%, 26rem);
  padding: clamp(1.5rem, 5vw, 2.25rem);
  border-radius: 1rem;
  background: var(--color-bg);
  border: 1px solid var(--color-line);
  box-shadow: 0 1.5rem 3rem -2rem rgb(43 38 33 / 0.35);
  & h1 {
    ${screenHeading}
    margin-bottom: 1.25rem;
  }
`

export const search = css`
  max-width: 28rem;
  margin-bottom: 0.5rem;
`

/** The list of posts. */
export const posts = css`
  display: grid;
  gap: 0.75rem;
  margin: 1rem 0 0;
  padding: 0;
  list-style: none;
`

export const post = css`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid var(--color-line);
  border-radius: 0.75rem;
  background: #fff;
  &[aria-busy='true'] {
    opacity: 0.6;
  }
  & h2 {
    margin: 0.35rem 0 0;
    font-size: 1.15rem;
    line-height: 1.3;
  }
  & h2 a {
    color: var(--color-ink);
    text-decoration: none;
  }
  & h2 a:hover {
    text-decoration: underline;
  }
  ${tablet} {
    grid-template-columns: 1fr auto;
    align-items: center;
    & .${row} {
      justify-content: flex-end;
      max-width: 34rem;
    }
  }
`

export const postText = css`
  min-width: 0;
  overflow-wrap: anywhere;
`

/** A post's status over its title. */
export const badge = css`
  display: inline-block;
  padding: 0.1rem 0.6rem;
  border-radius: 999px;
  font-size: 0.78rem;
  font-weight: 600;
  background: var(--color-surface);
  color: var(--color-muted);
  border: 1px solid var(--color-line-strong);
`

export const scheduledBadge = css`
  background: #fdf1dc;
  color: #7a4b00;
  border-color: #ecd09c;
`

export const publishedBadge = css`
  background: #e3f2e8;
  color: var(--color-green-dark);
  border-color: #b5dcc3;
`

export const dialog = css`
  width: min(100% - 2rem, 28rem);
  padding: 1.5rem;
  border: 1px solid var(--color-line);
  border-radius: 1rem;
  background: var(--color-bg);
  color: var(--color-ink);
  &::backdrop {
    background: rgb(43 38 33 / 0.45);
  }
  & h2 {
    margin: 0 0 0.5rem;
    font-family: var(--font-display);
    font-weight: 500;
    font-size: 1.7rem;
    line-height: 1.15;
  }
`
