import { css, cx } from '@linaria/core'
import type { BlogListView } from '../listView'
import { useSiteContent } from '../../engine/site/context'
import { fillLabel } from '../../engine/site/fillLabel'
import { listPath } from '../pagination'

/** First, last, current ± 1 and ellipses, between 'Anterior' and 'Próxima' (disabled at the ends). */
export function Pagination({ pagination }: { pagination: BlogListView['pagination'] }) {
  const words = useSiteContent().labels.blogList
  if (pagination.slots.length === 0) return null
  return (
    <nav aria-label={words.paginationLabel} className={nav}>
      <ul className={list}>
        <li>
          <StepLink href={pagination.previous} rel="prev" label={words.previous} />
        </li>
        {pagination.slots.map((slot) =>
          slot.kind === 'gap' ? (
            <li key={`gap-${slot.after}`} className={gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot.page}>
              <a
                href={listPath(slot.page)}
                className={cx(item, number)}
                aria-current={slot.current ? 'page' : undefined}
                aria-label={fillLabel(words.page, { numero: slot.page })}
                data-page-link
              >
                {slot.page}
              </a>
            </li>
          ),
        )}
        <li>
          <StepLink href={pagination.next} rel="next" label={words.next} />
        </li>
      </ul>
    </nav>
  )
}

/** 'Anterior' or 'Próxima': a link, or a disabled one without an address at the end of the list. */
function StepLink({ href, rel, label }: { href: string | null; rel: 'prev' | 'next'; label: string }) {
  if (!href) {
    return (
      <a role="link" aria-disabled="true" className={cx(item, step, disabled)}>
        {label}
      </a>
    )
  }
  return (
    <a href={href} rel={rel} className={cx(item, step)} data-page-link>
      {label}
    </a>
  )
}

const nav = css`
  margin-top: clamp(2.5rem, 6vw, 4rem);
`

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 0.5rem;
`

const item = css`
  display: inline-grid;
  place-items: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0 0.5rem;
  border: 1px solid var(--color-line-strong);
  color: var(--color-ink);
  text-decoration: none;
  transition:
    background-color 0.2s ease,
    color 0.2s ease;
  &[href]:hover {
    background: var(--color-surface);
  }
  &[aria-current='page'] {
    background: var(--color-ink);
    border-color: var(--color-ink);
    color: var(--color-bg);
  }
`

const number = css`
  font-variant-numeric: tabular-nums;
`

const step = css`
  padding-inline: 1.1rem;
`

const disabled = css`
  color: var(--color-muted);
  border-color: var(--color-line);
  cursor: not-allowed;
`

const gap = css`
  min-width: 1.5rem;
  text-align: center;
  color: var(--color-muted);
`
