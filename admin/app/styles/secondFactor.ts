import { css } from '@linaria/core'
import { tapSize } from './frame'

/** The code's field: digits spaced out, wide enough for six of them and no wider. */
export const code = css`
  max-width: 12rem;
  font-size: 1.35rem !important;
  letter-spacing: 0.3em;
  font-variant-numeric: tabular-nums;
`

/** The QR code on a white square, as large as a phone's camera reads it at arm's length. */
export const qr = css`
  display: block;
  width: min(15rem, 100%);
  height: auto;
  aspect-ratio: 1;
  padding: 0.5rem;
  border: 1px solid var(--color-line-strong);
  border-radius: 0.6rem;
  background: #fff;
`

/** The secret typed by hand: large, monospaced, never split across lines mid-group. */
export const secret = css`
  display: inline-block;
  font-size: 1rem;
  letter-spacing: 0.05em;
  word-spacing: 0.3em;
  overflow-wrap: anywhere;
`

export const help = css`
  margin: 1rem 0;
  & summary {
    display: inline-flex;
    align-items: center;
    ${tapSize}
    color: var(--color-accent-text);
    text-decoration: underline;
    cursor: pointer;
  }
`

/** The second factor's part of the account screen, set apart from the password form above it. */
export const section = css`
  margin-top: 2.5rem;
  padding-top: 1.5rem;
  border-top: 1px solid var(--color-line);
  & h2 {
    margin: 0 0 0.75rem;
    font-size: 1.25rem;
  }
  & h3 {
    margin: 1.5rem 0 0;
    font-size: 1.05rem;
  }
  & ol {
    padding-left: 1.25rem;
  }
  & li + li {
    margin-top: 0.4rem;
  }
`
