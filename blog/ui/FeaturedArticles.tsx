import { css } from '@linaria/core'
import { Picture } from '../../engine/media/Picture'
import { useSiteContent } from '../../engine/site/context'
import { cardPhoto, cardText, cardTitle, container, section, sectionAlt, sectionHeading, titleLink } from '../../engine/ui/styles'
import type { FeaturedArticle } from '../../engine/routes/pageTeaser'

/** 'Artigos em Destaque', linking the two static articles. */
export function FeaturedArticles({ articles }: { articles: readonly FeaturedArticle[] }) {
  const { images, labels } = useSiteContent()
  return (
    <section className={`${section} ${sectionAlt}`} aria-labelledby="artigos-em-destaque">
      <div className={container}>
        <h2 className={sectionHeading} id="artigos-em-destaque">
          {labels.blogList.featured}
        </h2>
        <ul className={grid}>
          {articles.map((article) => (
            <li key={article.href} className={item}>
              {article.image && (
                <Picture image={images.image(article.image)} alt="" sizes="(min-width: 56rem) 22rem, 100vw" className={cardPhoto} />
              )}
              <div>
                <h3 className={`${cardTitle} ${heading}`}>
                  <a href={article.href} className={titleLink}>
                    {article.title}
                  </a>
                </h3>
                <p className={cardText}>{article.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2rem;
  @media (min-width: 56rem) {
    grid-template-columns: 1fr 1fr;
  }
`

const item = css`
  display: grid;
  gap: 0 1.5rem;
  align-items: start;
  @media (min-width: 36rem) {
    grid-template-columns: minmax(9rem, 2fr) 3fr;
  }
`

const heading = css`
  @media (min-width: 36rem) {
    margin-top: 0;
  }
`
