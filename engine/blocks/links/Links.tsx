import { css } from '@linaria/core'
import { useSiteContent } from '../../site/context'
import { container, labelText } from '../../ui/styles'
import type { BlockOf } from '../schema'

/** A row of links to other pages. */
export function Links({ heading, items }: BlockOf<'links'>) {
  const { labels } = useSiteContent()
  return (
    <nav className={nav} aria-label={heading ?? labels.linksLabel}>
      <div className={container}>
        {heading && <h2 className={title}>{heading}</h2>}
        <ul className={list}>
          {items.map((link) => (
            <li key={link.href}>
              <a href={link.href}>
                {link.label}
                <span aria-hidden="true"> →</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}

const nav = css`
  padding-block: 0 clamp(3rem, 7vw, 5rem);
`

const title = css`
  ${labelText}
  margin: 0 0 1rem;
`

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 2rem;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-block;
    padding-block: 0.6rem;
    font-family: var(--font-display);
    font-size: var(--display-sm);
    color: var(--color-ink);
  }
`
