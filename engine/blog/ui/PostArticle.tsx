import { css, cx } from '@linaria/core'
import { articleText } from '../../blocks/article/styles'
import { Cta } from '../../blocks/cta/Cta'
import { container, eyebrow } from '../../ui/styles'
import { blogContent } from '../content'
import { PostPicture } from '../image/PostPicture'
import type { BlogPostView } from '../postView'
import { photo } from './PostCard'

/** A post: title, subtitle, author, date, read time, photo, the sanitised body and the WhatsApp band. */
export function PostArticle({ post }: { post: BlogPostView }) {
  return (
    <article>
      <header className={`${container} ${header}`}>
        <a href="/blog" className={eyebrow}>
          Blog
        </a>
        <h1 className={title}>{post.title}</h1>
        {post.subtitle && <p className={subtitle}>{post.subtitle}</p>}
        <p className={meta}>
          <span>
            Por <strong>{post.author}</strong>
          </span>
          <span>
            Publicado em <time dateTime={post.dateTime}>{post.date}</time>
          </span>
          <span>{post.readTime} min de leitura</span>
        </p>
      </header>
      {post.image && <PostPicture image={post.image} sizes="(min-width: 60rem) 56rem, 100vw" eager className={cx(container, photo, wide)} />}
      {/* Sanitised on the server with the spec's allow-lists (sanitize.ts). */}
      <div className={`${container} ${articleText} ${body}`} dangerouslySetInnerHTML={{ __html: post.html }} />
      <footer>
        <Cta type="cta" heading={blogContent.postFooter.heading} text={blogContent.postFooter.text} actions={[{ kind: 'chat', label: 'Falar no WhatsApp', message: post.chatMessage }]} />
      </footer>
    </article>
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
  font-weight: 500;
  font-size: clamp(2.3rem, 5.5vw, 3.6rem);
  line-height: 1.08;
  letter-spacing: -0.015em;
  margin: 0 0 1rem;
`

const subtitle = css`
  font-size: 1.15rem;
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
  font-size: 0.9rem;
  color: var(--color-muted);
  strong {
    color: var(--color-ink);
    font-weight: 600;
  }
`

const wide = css`
  max-width: 56rem;
`

const body = css`
  padding-block: clamp(2rem, 5vw, 3rem) clamp(3rem, 7vw, 5rem);
`
