import { css } from '@linaria/core'
import type { ReactNode } from 'react'
import type { Action } from '../../../schemas/common'
import { BLOG_PATH } from '../../routes/sitePaths'
import { useSiteContent } from '../../site/context'
import { container, eyebrow } from '../../ui/styles'
import { Cta } from '../cta/Cta'
import { KeepCompounds } from './compounds'
import { ReadAlso, type ReadAlsoItem } from './ReadAlso'
import { articleText } from './styles'

/** Who wrote an article, when, and how long it takes to read. */
type Byline = {
  /** The article's title (its h1). */
  title: string
  /** Line under the title. */
  subtitle?: string
  /** Who signs it. */
  author: string
  /** Publication date as read: '3 de junho de 2025'. */
  date: string
  /** The same date, machine-readable. */
  dateTime: string
  /** Minutes. */
  readTime: number
}

/** The chat band at the end of an article. */
type ArticleCta = { heading: string; text?: string; actions: Action[] }

type ArticleLayoutProps = {
  byline: Byline
  /** The photo under the header; the layout sizes it. */
  photo?: ReactNode
  /** The body as sanitised HTML (a post) … */
  html?: string
  /** … or as elements (a static article). */
  children?: ReactNode
  cta: ArticleCta
  readAlso: readonly ReadAlsoItem[]
}

/** The one layout of every article, post or static: header with byline, photo, body, chat band, 'Leia também'. */
export function ArticleLayout({ byline, photo, html, children, cta, readAlso }: ArticleLayoutProps) {
  const words = useSiteContent().labels.article
  const bodyClass = `${container} ${articleText} ${body}`
  return (
    <>
      <article>
        <header className={`${container} ${header}`}>
          <a href={BLOG_PATH} className={eyebrow}>
            {words.blogLink}
          </a>
          <h1 className={title}>
            <KeepCompounds text={byline.title} />
          </h1>
          {byline.subtitle && <p className={subtitle}>{byline.subtitle}</p>}
          <p className={meta}>
            <span>
              {`${words.by} `}
              <strong>{byline.author}</strong>
            </span>
            <span>
              {`${words.published} `}
              <time dateTime={byline.dateTime}>{byline.date}</time>
            </span>
            <span>
              {byline.readTime}
              {` ${words.readTime}`}
            </span>
          </p>
        </header>
        {photo && <div className={`${container} ${photoFrame}`}>{photo}</div>}
        {html === undefined ? (
          <div className={bodyClass}>{children}</div>
        ) : (
          <div className={bodyClass} dangerouslySetInnerHTML={{ __html: html }} />
        )}
        <footer>
          <Cta type="cta" {...cta} />
        </footer>
      </article>
      <ReadAlso items={readAlso} />
    </>
  )
}

const header = css`
  max-width: 48rem;
  padding-block: clamp(2.5rem, 6vw, 4.5rem) clamp(1.5rem, 4vw, 2.5rem);
  text-align: center;
  a {
    text-decoration: none;
  }
`

const title = css`
  font-family: var(--font-display);
  font-weight: 400;
  font-size: var(--display-xl);
  line-height: 1.08;
  letter-spacing: -0.015em;
  text-wrap: balance;
  margin: 0 0 1rem;
`

const subtitle = css`
  font-size: var(--text-lg);
  color: var(--color-muted);
  margin: 0 auto 1.5rem;
  max-width: 38rem;
`

const meta = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.3rem 1.4rem;
  margin: 0;
  font-size: var(--text-sm);
  color: var(--color-muted);
  strong {
    color: var(--color-ink);
  }
`

/** The 16:9 photo slot, a little wider than the text. */
const photoFrame = css`
  max-width: 56rem;
  aspect-ratio: 16 / 9;
  background: var(--color-surface);
  picture,
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

const body = css`
  padding-block: clamp(2rem, 5vw, 3rem) clamp(3rem, 7vw, 5rem);
`
