import { css } from '@linaria/core'
import type { Crumb } from '../../engine/seo/breadcrumb'
import { useSiteContent } from '../../engine/site/context'
import { container } from '../../engine/ui/styles'

/** The trail below the header; the last step is the current page. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { labels } = useSiteContent()
  return (
    <nav aria-label={labels.frame.breadcrumbLabel} className={trail}>
      <ol className={`${container} ${list}`}>
        {crumbs.map((crumb) => (
          <li key={crumb.path}>{crumb.isLast ? <span aria-current="page">{crumb.name}</span> : <a href={crumb.path}>{crumb.name}</a>}</li>
        ))}
      </ol>
    </nav>
  )
}

const trail = css`
  border-bottom: 1px solid var(--color-line);
  font-size: var(--text-sm);
`

const list = css`
  display: flex;
  flex-wrap: wrap;
  list-style: none;
  padding: 0.4rem 0;
  margin-block: 0;
  /* The separator and its step stay together; a long title wraps inside its own step, on the same line while 10rem are left. */
  li {
    display: flex;
    align-items: baseline;
    min-width: 0;
  }
  li:last-child {
    flex: 1 1 10rem;
  }
  li + li::before {
    content: '/';
    margin: 0 0.6rem;
    color: var(--color-line-strong);
  }
  a,
  span {
    display: inline-block;
    padding-block: 0.45rem;
  }
  a {
    color: var(--color-muted);
  }
  span {
    color: var(--color-ink);
  }
`
