import { headFor } from '../engine/routes/pageView'
import { articleJsonLd, type ArticleFacts } from '../engine/seo/article'
import type { Crumb } from '../engine/seo/breadcrumb'
import { stripBrandSuffix } from '../engine/seo/breadcrumb'
import type { HeadData, ShareImage } from '../engine/seo/head'
import { blogCard, cardImage } from '../engine/seo/shareCards'
import type { SiteContent } from '../engine/content/loadSite'
import { fillLabel } from '../engine/site/fillLabel'
import { ARTICLE_BODY_LENGTH, cut, DESCRIPTION_LENGTH, firstFilled } from '../engine/text/format'
import { BLOG_PATH, FEED_PATH } from '../engine/routes/sitePaths'
import { listPath, PAGE_SIZE } from './pagination'
import type { PostRow, PostSummary } from './data/schema'

/** Absolute URL of a post. */
export function postUrl(siteUrl: string, slug: string): string {
  return `${siteUrl}${BLOG_PATH}/${slug}`
}

const feed = ({ site, blog }: SiteContent) => ({ title: blog.feed.title, href: `${site.siteUrl}${FEED_PATH}` })

/** Head of a list page: unique title per page, canonical, prev/next, the feed, the blog's card and an ItemList of its posts. */
export function listHead(
  content: SiteContent,
  page: number,
  lastPage: number,
  posts: readonly PostSummary[],
  crumbs: readonly Crumb[] | null,
  failed: boolean,
): HeadData {
  const { site, blog, labels } = content
  const pageName = fillLabel(labels.blogList.page, { numero: page })
  const pageSuffix = page > 1 ? ` (${pageName.toLocaleLowerCase('pt-BR')})` : ''
  return headFor(
    content,
    {
      path: listPath(page),
      title: page > 1 ? `${stripBrandSuffix(blog.title, site.brand)}${pageSuffix} | ${site.brand}` : blog.title,
      description: page > 1 ? `${blog.description.replace(/\.$/, '')}. ${pageName}.` : blog.description,
      prev: page > 1 ? `${site.siteUrl}${listPath(page - 1)}` : undefined,
      next: page < lastPage ? `${site.siteUrl}${listPath(page + 1)}` : undefined,
      feed: feed(content),
      image: cardImage(content, blogCard(content)),
      noindex: failed,
      jsonLd: posts.length ? [itemListJsonLd(content, posts, (page - 1) * PAGE_SIZE)] : [],
    },
    crumbs,
  )
}

/** schema.org ItemList of the posts on one list page. */
export function itemListJsonLd(content: SiteContent, posts: readonly PostSummary[], offset: number): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListOrder: 'https://schema.org/ItemListOrderDescending',
    numberOfItems: posts.length,
    itemListElement: posts.map((post, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url: postUrl(content.site.siteUrl, post.slug),
      name: post.title,
    })),
  }
}

/** The name a post is signed with: its author, or the owner's name when the author is empty. */
export function authorOf({ site }: SiteContent, post: Pick<PostRow, 'author'>): string {
  return firstFilled(post.author, site.ownerName)
}

/** Head of a post: meta_title else title, meta_description else subtitle else the body's first 160 characters. */
export function postHead(
  content: SiteContent,
  post: PostRow,
  text: string,
  image: ShareImage | null,
  crumbs: readonly Crumb[] | null,
): HeadData {
  const description = firstFilled(post.meta_description, post.subtitle, cut(text, DESCRIPTION_LENGTH))
  const head = headFor(
    content,
    {
      path: `${BLOG_PATH}/${post.slug}`,
      title: withBrand(firstFilled(post.meta_title, post.title), content.site.brand),
      description,
      type: 'article',
      image: image ?? undefined,
      feed: feed(content),
      jsonLd: [],
    },
    crumbs,
  )
  const jsonImage = image ? coverJsonLd(image, post) : head.image.url
  return { ...head, jsonLd: [blogPostingJsonLd(content, post, text, description, jsonImage), ...head.jsonLd] }
}

/** The post's own cover as a schema.org ImageObject, with the photo's description when it has one. */
export function coverJsonLd({ url, width, height }: ShareImage, post: Pick<PostRow, 'featured_image_alt'>): Record<string, unknown> {
  const description = firstFilled(post.featured_image_alt)
  return { '@type': 'ImageObject', url, width, height, ...(description && { description }) }
}

/** schema.org BlogPosting: the body stripped of tags and cut to 500 characters, the owner as default author. */
export function blogPostingJsonLd(
  content: SiteContent,
  post: PostRow,
  text: string,
  description: string,
  image: ArticleFacts['image'],
): Record<string, unknown> {
  return articleJsonLd(
    {
      type: 'BlogPosting',
      url: postUrl(content.site.siteUrl, post.slug),
      headline: post.title,
      description,
      image,
      datePublished: post.published_at,
      dateModified: post.updated_at,
      author: authorOf(content, post),
      publisher: { name: content.site.brand, url: `${content.site.siteUrl}/` },
    },
    { timeRequired: `PT${post.read_time}M`, articleBody: cut(text, ARTICLE_BODY_LENGTH) },
  )
}

/** Google shows about 60 characters of a title: a post's own words come first, and the brand only when it fits. */
const TITLE_LENGTH = 60

const withBrand = (title: string, brand: string) => {
  const branded = `${title} | ${brand}`
  return branded.length <= TITLE_LENGTH ? branded : title
}
