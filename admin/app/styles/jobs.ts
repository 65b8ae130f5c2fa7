import { css } from '@linaria/core'
import { tablet } from './frame'
import { textInput } from './forms'

/** A list to choose from, dressed as the text fields. */
export const select = css`
  ${textInput}
`

/** Short fields two by two from tablet width. */
export const pairs = css`
  display: grid;
  gap: 1.25rem;
  ${tablet} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`

/** The job's photos, one under the other, each beside its fields from tablet width. */
export const photos = css`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`

export const photo = css`
  display: grid;
  gap: 0.75rem;
  padding-bottom: 1rem;
  border-bottom: 1px solid var(--color-line);
  ${tablet} {
    grid-template-columns: 12rem minmax(0, 1fr);
    align-items: start;
  }
`

export const photoImage = css`
  width: 100%;
  max-width: 14rem;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: 0.5rem;
  background: var(--color-surface);
`

export const photoFields = css`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
  & p {
    margin: 0;
  }
`

/** An upload's percent over its bar. */
export const progress = css`
  display: grid;
  gap: 0.25rem;
  font-size: 0.9rem;
  & progress {
    width: 100%;
    height: 0.6rem;
    accent-color: var(--color-accent-dark);
  }
`

/** A job in the list: its cover beside what it is. */
export const item = css`
  display: grid;
  grid-template-columns: 5.5rem minmax(0, 1fr);
  gap: 0.75rem;
  align-items: start;
`

export const cover = css`
  width: 5.5rem;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: 0.5rem;
  background: var(--color-surface);
`
