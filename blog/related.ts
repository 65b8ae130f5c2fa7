import type { PostSummary } from './data/schema'

/** How many posts 'Leia também' offers. */
export const RELATED_COUNT = 3

/** Words too common in Portuguese, or in this blog, to tell posts apart (singular, without accents). */
const commonWords = new Set(
  'cortina para como qual quai medida sobre entre cada ante depoi mais meno muito quando onde porque isso essa esse esta este pelo pela seu sua voce fazer fazem tudo todo toda escolher escolha certo certa ambiente'.split(
    ' ',
  ),
)

/** The distinctive words of a title and subtitle: lowercased, without accents or a plural 's', four letters or more. */
function topicWords(post: Pick<PostSummary, 'title' | 'subtitle'>): Set<string> {
  const words = `${post.title} ${post.subtitle}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/\p{L}{4,}/gu)
  return new Set((words ?? []).map((word) => word.replace(/s$/, '')).filter((word) => !commonWords.has(word)))
}

/**
 * The posts to read after `current`: those sharing the most words with its title and subtitle, the newest
 * first among equals (`posts` comes newest first), then the newest others.
 */
export function relatedPosts(
  current: Pick<PostSummary, 'slug' | 'title' | 'subtitle'>,
  posts: readonly PostSummary[],
  count = RELATED_COUNT,
): PostSummary[] {
  const topic = topicWords(current)
  return posts
    .filter((post) => post.slug !== current.slug)
    .map((post, order) => ({ post, order, shared: [...topicWords(post)].filter((word) => topic.has(word)).length }))
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, count)
    .map(({ post }) => post)
}
