import { css } from '@linaria/core'
import { pictureProps } from '../../media/content'
import { Picture } from '../../media/Picture'
import { container } from '../../ui/styles'
import type { BlockOf } from '../schema'
import type { ArticlePart } from './schema'
import { articleText } from './styles'

/** One paragraph, list, subheading or tip. */
function Part({ part }: { part: ArticlePart }) {
  if (typeof part === 'string') return <p>{part}</p>
  if ('subheading' in part) return <h3>{part.subheading}</h3>
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

/** Long-form text: sections with headings, paragraphs, lists and tips, in the site's reading typography. */
export function Article({ picture, sections }: BlockOf<'article'>) {
  return (
    <section className={article}>
      <div className={container}>
        {picture && (
          <div className={photo}>
            <Picture {...pictureProps(picture)} sizes="(min-width: 56rem) 52rem, 100vw" priority />
          </div>
        )}
        <div className={articleText}>
          {sections.map((section, index) => (
            <section key={section.heading ?? index}>
              {section.heading && <h2>{section.heading}</h2>}
              {section.body.map((part, partIndex) => (
                <Part key={partIndex} part={part} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </section>
  )
}

const article = css`
  padding-block: clamp(2rem, 5vw, 3.5rem) clamp(3rem, 7vw, 5rem);
`

const photo = css`
  max-width: 52rem;
  margin: 0 auto clamp(2rem, 5vw, 3rem);
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
`
