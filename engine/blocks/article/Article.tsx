import { readTime } from '../../text/readTime'
import { pageTeaser } from '../../routes/pageTeaser'
import { calendarDate } from '../../text/format'
import { pictureProps } from '../../media/pictureProps'
import { Picture } from '../../media/Picture'
import type { SiteContent } from '../../content/loadSite'
import { useSiteContent } from '../../site/context'
import type { BlockOf } from '../schema'
import { ArticleLayout } from './ArticleLayout'
import { KeepCompounds } from './compounds'
import type { ReadAlsoItem } from './ReadAlso'
import type { ArticlePart } from './schema'

/** One paragraph, list, subheading or tip. */
function Part({ part }: { part: ArticlePart }) {
  if (typeof part === 'string') return <p>{part}</p>
  if ('subheading' in part)
    return (
      <h3>
        <KeepCompounds text={part.subheading} />
      </h3>
    )
  if ('tip' in part) return <blockquote>{part.tip}</blockquote>
  const List = part.ordered ? 'ol' : 'ul'
  return (
    <List>
      {part.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  )
}

/** The words of one part of a section. */
function partText(part: ArticlePart): string {
  if (typeof part === 'string') return part
  if ('items' in part) return part.items.join(' ')
  return 'tip' in part ? part.tip : part.subheading
}

/** The words of an article's sections, for its read time. */
function sectionsText(sections: BlockOf<'article'>['sections']): string {
  return sections.flatMap((section) => [section.heading ?? '', ...section.body.map(partText)]).join(' ')
}

/**
 * What to read next: the pages the article names, as teasers. loadSite gives every address a page; only the
 * preview may leave one out, while that page has errors.
 */
function readAlsoItems(content: SiteContent, paths: readonly string[]): ReadAlsoItem[] {
  return paths.flatMap((path) => {
    const teaser = pageTeaser(content, path)
    return teaser ? [{ href: teaser.href, title: teaser.title, text: teaser.description }] : []
  })
}

/** A static article, in the one article layout the blog's posts use too. */
export function Article({ heading, subtitle, published, author, picture, sections, cta, readAlso }: BlockOf<'article'>) {
  const content = useSiteContent()
  const byline = {
    title: heading,
    subtitle,
    author: author ?? content.site.ownerName,
    date: calendarDate(published),
    dateTime: published,
    readTime: readTime(sectionsText(sections)),
  }
  const photo = picture && <Picture {...pictureProps(content.images, picture)} sizes="(min-width: 60rem) 56rem, 100vw" priority />
  return (
    <ArticleLayout byline={byline} photo={photo} cta={cta} readAlso={readAlsoItems(content, readAlso)}>
      {sections.map((section, index) => (
        <section key={section.heading ?? index}>
          {section.heading && (
            <h2>
              <KeepCompounds text={section.heading} />
            </h2>
          )}
          {section.body.map((part, partIndex) => (
            <Part key={partIndex} part={part} />
          ))}
        </section>
      ))}
    </ArticleLayout>
  )
}
