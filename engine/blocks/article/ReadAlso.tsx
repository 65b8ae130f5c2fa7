import { css } from '@linaria/core'
import { BLOG_PATH } from '../../routes/sitePaths'
import { useSiteContent } from '../../site/context'
import { cardText, cardTitle, container, section, sectionAlt, sectionHeading, titleLink } from '../../ui/styles'
import { KeepCompounds } from './compounds'

/** One page to read next: a post or a static article. */
export type ReadAlsoItem = {
  /** Site path. */
  href: string
  /** Its title. */
  title: string
  /** Subtitle or description. */
  text?: string
  /** Small line above the title, e.g. the date and read time of a post. */
  meta?: string
}

/** 'Leia também': what to read after an article, then the blog, so no article ends in a dead end. */
export function ReadAlso({ items }: { items: readonly ReadAlsoItem[] }) {
  const words = useSiteContent().labels.article
  return (
    <section className={`${section} ${sectionAlt}`} aria-labelledby="leia-tambem">
      <div className={container}>
        <h2 className={sectionHeading} id="leia-tambem">
          {words.readAlso}
        </h2>
        {items.length > 0 && (
          <ul className={grid}>
            {items.map((item) => (
              <li key={item.href}>
                {item.meta && <p className={meta}>{item.meta}</p>}
                <h3 className={`${cardTitle} ${title}`}>
                  <a href={item.href} className={titleLink}>
                    <KeepCompounds text={item.title} />
                  </a>
                </h3>
                {item.text && <p className={cardText}>{item.text}</p>}
              </li>
            ))}
          </ul>
        )}
        <a href={BLOG_PATH} className={all}>
          {`${words.allArticles} `}
          <span aria-hidden="true">→</span>
        </a>
      </div>
    </section>
  )
}

const grid = css`
  list-style: none;
  margin: 0 0 2.5rem;
  padding: 0;
  display: grid;
  gap: 2rem 2.5rem;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  li {
    border-top: 1px solid var(--color-line-strong);
    padding-top: 1.1rem;
  }
`

const meta = css`
  margin: 0;
  font-size: var(--text-sm);
  letter-spacing: 0.04em;
  color: var(--color-accent-text);
`

const title = css`
  margin-top: 0.35rem;
  text-wrap: balance;
`

const all = css`
  display: inline-block;
  padding-block: 0.6rem;
  font-weight: var(--weight-strong);
`
