import { css } from '@linaria/core'
import { cardText, cardTitle, titleLink } from '../../engine/ui/styles'
import { useSiteContent } from '../../engine/site/context'
import { fillLabel } from '../../engine/site/fillLabel'
import { PostPicture } from '../images/PostPicture'
import type { PostCard as Card } from '../listView'

/** Displayed width of a card photo, for the browser's choice of rendition. */
const cardSizes = '(min-width: 72rem) 23rem, (min-width: 44rem) 45vw, 100vw'

/** One post in the list: photo, date, read time, title, subtitle and 'Leia mais'; `eager` for the first card, the page's largest paint. */
export function PostCard({ card, eager = false }: { card: Card; eager?: boolean }) {
  const { article, blogList } = useSiteContent().labels
  return (
    <article className={cardBox}>
      {card.image ? (
        <PostPicture image={card.image} sizes={cardSizes} className={photo} eager={eager} />
      ) : (
        <div className={`${photo} ${noPhoto}`} />
      )}
      <p className={meta}>
        <time dateTime={card.dateTime}>{card.date}</time>
        <span aria-hidden="true"> · </span>
        <span>
          {card.readTime}
          {` ${article.readTime}`}
        </span>
      </p>
      <h2 className={`${cardTitle} ${title}`}>
        <a href={card.href} className={titleLink}>
          {card.title}
        </a>
      </h2>
      {card.subtitle && <p className={cardText}>{card.subtitle}</p>}
      <a href={card.href} className={more} aria-label={fillLabel(blogList.readMoreLabel, { titulo: card.title })}>
        {`${blogList.readMore} `}
        <span aria-hidden="true">→</span>
      </a>
    </article>
  )
}

/** Card frame, shared with the loading placeholders so nothing moves when the posts arrive. */
export const cardBox = css`
  display: flex;
  flex-direction: column;
  height: 100%;
`

/** The 16:9 photo slot. */
export const photo = css`
  display: block;
  aspect-ratio: 16 / 9;
  background: var(--color-surface);
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

const noPhoto = css`
  background: linear-gradient(135deg, var(--color-surface), var(--color-line-strong));
`

const meta = css`
  margin: 1.1rem 0 0;
  font-size: var(--text-sm);
  letter-spacing: 0.04em;
  color: var(--color-accent-text);
`

const title = css`
  margin-top: 0.35rem;
`

const more = css`
  align-self: flex-start;
  display: inline-block;
  margin-top: auto;
  padding-block: 0.8rem 0.2rem;
  font-weight: var(--weight-strong);
  font-size: var(--text-md);
`
