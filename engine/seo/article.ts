/** What schema.org article data says of one article. */
export type ArticleFacts = {
  type: 'Article' | 'BlogPosting'
  url: string
  headline: string
  description: string
  /** The image's URL, or a schema.org ImageObject that also gives its size and description. */
  image: string | Record<string, unknown>
  datePublished: string
  dateModified?: string
  author: string
  publisher: { name: string; url: string }
}

/** schema.org Article or BlogPosting; `extra` adds fields only one kind has (reading time, body). */
export function articleJsonLd(facts: ArticleFacts, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const { type, url, author, publisher, dateModified, ...rest } = facts
  return {
    '@context': 'https://schema.org',
    '@type': type,
    '@id': `${url}#artigo`,
    mainEntityOfPage: url,
    url,
    ...rest,
    dateModified: dateModified ?? facts.datePublished,
    author: { '@type': 'Person', name: author },
    publisher: { '@type': 'Organization', ...publisher },
    inLanguage: 'pt-BR',
    ...extra,
  }
}
