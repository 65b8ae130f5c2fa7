import { css } from '@linaria/core'
import { tablet } from './frame'

/** The two kinds, in the colours of their buttons on the site: WhatsApp's green, the phone's accent. */
export const WHATSAPP_COLOUR = 'var(--color-green)'
export const PHONE_COLOUR = 'var(--color-accent)'

export const lead = css`
  max-width: 44rem;
  margin: 0.5rem 0 1rem;
  color: var(--color-muted);
`

export const periods = css`
  margin-bottom: 1.25rem;
`

/** The two totals side by side, each with its change against the period before. */
export const totals = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: 0.75rem;
  margin: 0 0 1.5rem;
  & div {
    padding: 1rem 1.1rem;
    border: 1px solid var(--color-line);
    border-radius: 0.75rem;
    background: #fff;
  }
  & dt {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-weight: 600;
  }
  & dd {
    margin: 0.25rem 0 0;
    color: var(--color-muted);
    font-size: 0.92rem;
  }
  /* The body font's lining figures: the display font's old-style ones drop below the line. */
  & dd strong {
    display: block;
    font-size: 2.2rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    line-height: 1.2;
    color: var(--color-ink);
  }
`

/** A square of a kind's colour, before its name. */
export const swatch = css`
  display: inline-block;
  width: 0.8rem;
  height: 0.8rem;
  border-radius: 0.2rem;
`

export const chart = css`
  margin: 0 0 2rem;
  & figcaption {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.25rem 1rem;
    margin-bottom: 0.5rem;
    font-weight: 600;
  }
  & svg {
    display: block;
    width: 100%;
    height: 9rem;
    border-bottom: 1px solid var(--color-line-strong);
  }
`

export const legend = css`
  display: flex;
  gap: 1rem;
  font-weight: 400;
  font-size: 0.9rem;
  color: var(--color-muted);
  & span {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
  }
`

/** The first and last day under the chart, and the tallest day's count. */
export const axis = css`
  display: flex;
  justify-content: space-between;
  margin-top: 0.3rem;
  font-size: 0.85rem;
  color: var(--color-muted);
`

/** Pages ranked: a table that fits a phone (the name wraps, the counts stay narrow). */
export const ranking = css`
  width: 100%;
  max-width: 44rem;
  border-collapse: collapse;
  & th,
  & td {
    padding: 0.6rem 0.5rem;
    border-bottom: 1px solid var(--color-line);
    text-align: right;
    vertical-align: top;
    font-variant-numeric: tabular-nums;
  }
  & th:first-child,
  & td:first-child {
    text-align: left;
    overflow-wrap: anywhere;
    padding-left: 0;
  }
  & thead th {
    font-size: 0.85rem;
    color: var(--color-muted);
    font-weight: 600;
  }
  & small {
    display: block;
    font-weight: 400;
    color: var(--color-muted);
  }
  ${tablet} {
    & th,
    & td {
      padding-inline: 1rem;
    }
  }
`

export const section = css`
  & h2 {
    margin: 0 0 0.75rem;
    font-size: 1.25rem;
  }
`

/** Nothing counted yet: one plain sentence in a calm box. */
export const empty = css`
  max-width: 44rem;
  padding: 1.25rem;
  border: 1px dashed var(--color-line-strong);
  border-radius: 0.75rem;
  background: var(--color-surface);
`
