import { css, cx } from '@linaria/core'
import { Cta } from '../../engine/blocks/cta/Cta'
import { PageIntro } from '../../engine/blocks/pageIntro/PageIntro'
import { useSiteContent } from '../../engine/site/context'
import { container, photoGrid, section } from '../../engine/ui/styles'
import { featuredArticles } from '../../engine/routes/pageTeaser'
import type { BlogListView } from '../listView'
import { FeaturedArticles } from './FeaturedArticles'
import { ListEmpty, ListError, ListPlaceholders, Toast } from './ListStates'
import { Pagination } from './Pagination'
import { PostCard } from './PostCard'

/** The blog list: heading, the page's cards (or the empty or error state), pagination, the quote band and the featured articles. */
export function BlogList({ view }: { view: BlogListView }) {
  const content = useSiteContent()
  const { blog, labels } = content
  return (
    <div data-blog-list>
      <PageIntro type="pageIntro" eyebrow={blog.eyebrow} heading={blog.heading} lead={[blog.lead]} />
      <div data-blog-page={view.page}>
        <section className={section} aria-label={labels.blogList.listLabel}>
          <div className={container} data-blog-results tabIndex={-1}>
            {view.state === 'error' && <ListError retryHref={view.retryHref} />}
            {view.state === 'empty' && <ListEmpty />}
            {view.state === 'populated' && (
              <ul className={cx(grid, photoGrid)}>
                {view.cards.map((card, index) => (
                  <li key={card.href}>
                    <PostCard card={card} eager={index === 0} />
                  </li>
                ))}
              </ul>
            )}
            <Pagination pagination={view.pagination} />
          </div>
        </section>
        {view.showCta && (
          <Cta type="cta" heading={blog.cta.heading} text={blog.cta.text} actions={[{ kind: 'link', ...labels.blogList.quoteAction }]} />
        )}
      </div>
      <FeaturedArticles articles={featuredArticles(content)} />
      <ListPlaceholders grid={grid} />
      <Toast />
    </div>
  )
}

const grid = css`
  --item-height: 27rem;
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 3rem 1.75rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
`
