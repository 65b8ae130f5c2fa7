import { css } from '@linaria/core'

/** The site's pill button (engine/ui/styles.ts) made smaller for lists and toolbars. */
export const small = css`
  min-height: 2.75rem;
  padding: 0.45rem 1rem;
  font-size: 0.88rem;
`

/** The pill outlined, for the second choice beside the main one. */
export const quiet = css`
  --button-bg: transparent;
  --button-fg: var(--color-ink);
  --button-line: var(--color-line-strong);
  --button-hover: var(--color-ink);
  --button-hover-fg: var(--color-bg);
`

/** The pill in red, for what cannot be undone; outlined when also quiet. */
export const danger = css`
  --button-bg: #a3261b;
  --button-fg: #fff;
  --button-line: #a3261b;
  --button-hover: #7d1c13;
  --button-hover-fg: #fff;
  &.${quiet} {
    --button-bg: transparent;
    --button-fg: #a3261b;
  }
`

export const form = css`
  display: grid;
  gap: 1rem;
`

/** How a text input looks, wherever the owner types. */
export const textInput = `
  width: 100%;
  min-height: 2.9rem;
  padding: 0.6rem 0.8rem;
  border: 1px solid var(--color-line-strong);
  border-radius: 0.5rem;
  background: #fff;
  color: var(--color-ink);
  font: inherit;
  font-size: 1rem;
`

const labelText = `
  font-weight: 600;
  font-size: 0.95rem;
`

/** A label over its input, with its help and error under it. */
export const field = css`
  display: grid;
  gap: 0.35rem;
  & label,
  & > span {
    ${labelText}
  }
  & small {
    color: var(--color-muted);
    font-size: 0.85rem;
  }
  & input,
  & textarea {
    ${textInput}
  }
  & textarea {
    resize: vertical;
  }
  & input:focus-visible,
  & textarea:focus-visible {
    outline-offset: 0;
  }
  & [aria-invalid='true'] {
    border-color: #a3261b;
  }
`

/** A field's name where it is not a <label>. */
export const label = css`
  ${labelText}
`

/** What is wrong with a field, under it: an error, or a length counter past its limit. */
export const fieldError = css`
  .${field} & {
    color: #8a2417;
    font-weight: 500;
  }
`

export const fieldset = css`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 1rem;
  border: 1px solid var(--color-line);
  border-radius: 0.75rem;
  min-width: 0;
  & legend {
    ${labelText}
    padding-inline: 0.35rem;
  }
`

/** A radio button or checkbox with its label beside it. */
export const choice = css`
  display: flex;
  min-height: 2.75rem;
  align-items: center;
  gap: 0.6rem;
  font-weight: 600;
  & small {
    color: var(--color-muted);
    font-size: 0.85rem;
    font-weight: 400;
  }
  & input {
    flex: none;
    width: 1.2rem;
    height: 1.2rem;
    accent-color: var(--color-accent-dark);
  }
`

/** A file input dressed as a button, its focus shown on the button. */
export const file = css`
  & input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  &:focus-within {
    outline: 2px solid var(--color-accent-dark);
    outline-offset: 3px;
  }
`

export const thumb = css`
  width: 100%;
  max-width: 24rem;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: 0.5rem;
  background: var(--color-surface);
`
