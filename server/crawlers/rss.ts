import { firstFilled } from '../../engine/text/format'
import type { PostSummary } from '../../blog/data/schema'
import { BLOG_PATH } from '../../engine/routes/sitePaths'
import { postUrl } from '../../blog/seo'
import { element, escapeXml } from './xml'

export type FeedChannel = { title: string; description: string; siteUrl: string; feedUrl: string; defaultAuthor: string }

/** RSS 2.0 of the published posts, newest first. */
export function rssXml(channel: FeedChannel, posts: readonly PostSummary[]): string {
  const items = posts.map((post) => {
    const url = postUrl(channel.siteUrl, post.slug)
    return [
      '<item>',
      element('title', post.title),
      element('link', url),
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      element('pubDate', new Date(post.published_at).toUTCString()),
      element('dc:creator', firstFilled(post.author, channel.defaultAuthor)),
      element('description', post.subtitle),
      '</item>',
    ].join('')
  })
  const updated = posts[0] ? new Date(posts[0].published_at).toUTCString() : undefined
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', channel.title),
    element('link', `${channel.siteUrl}${BLOG_PATH}`),
    element('description', channel.description),
    '<language>pt-BR</language>',
    element('lastBuildDate', updated),
    `<atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
