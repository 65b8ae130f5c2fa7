import { keepCompoundsInHeadings } from '../engine/blocks/article/compounds'
import type { ReadAlsoItem } from '../engine/blocks/article/ReadAlso'
import { breadcrumbFor, type FramedView } from '../engine/routes/pageView'
import type { SiteContent } from '../engine/content/loadSite'
import { featuredArticles } from '../engine/routes/pageTeaser'
import { htmlMoment } from '../engine/text/format'
import { zonedTime } from '../engine/text/timeZone'
import { plainText } from '../engine/text/plainText'
import { postImage, postShareImage, type PostImage } from './images/postImage'
import { BLOG_PATH } from '../engine/routes/sitePaths'
import type { BlogData } from './data/blogData'
import { BlogReadError, type BlogReader } from './data/posts'
import { RELATED_COUNT, relatedPosts } from './related'
import { slugSchema } from '../schemas/slug'
import type { PostRow, PostSummary } from './data/schema'
import { authorOf, postHead } from './seo'

/** Everything a post page renders. */
export type BlogPostView = FramedView & {
  title: string
  subtitle: string
  author: string
  date: string
  dateTime: string
  readTime: number
  image: PostImage | null
  /** The body, sanitised on the server. */
  html: string
  /** Prefilled WhatsApp message of the footer, naming the post. */
  chatMessage: string
  /** 'Leia também': related posts, then the featured static articles when there are too few. */
  readAlso: ReadAlsoItem[]
}

/** A post to render, or the list to send the visitor to (missing, unpublished or unreadable post). */
export type BlogPostResult = { redirect: string } | { view: BlogPostView }

/** The sanitised body of a post and its plain text; the rendered page is cached, so this runs once per change. */
function postBody(sanitize: BlogData['sanitize'], post: PostRow): { html: string; text: string } {
  const html = keepCompoundsInHeadings(sanitize(post.content))
  return { html, text: plainText(html) }
}

/** What to read after a post: related posts from the published list, filled up with the static articles. */
function readAlsoFor(content: SiteContent, post: PostRow, published: readonly PostSummary[]): ReadAlsoItem[] {
  const time = zonedTime(content.site.timeZone)
  const posts = relatedPosts(post, published).map((related) => ({
    href: `${BLOG_PATH}/${related.slug}`,
    title: related.title,
    text: related.subtitle || undefined,
    meta: `${time.longDate(related.published_at)} · ${related.read_time} ${content.labels.article.readTime}`,
  }))
  const articles = featuredArticles(content).map((article) => ({ href: article.href, title: article.title, text: article.description }))
  return [...posts, ...articles].slice(0, RELATED_COUNT)
}

/** The published list for 'Leia também'; a post still shows when it cannot be read. */
async function publishedIndex(reader: BlogReader): Promise<PostSummary[]> {
  return reader.index().catch((error: unknown) => {
    console.error('[blog] related posts could not be read:', error instanceof Error ? error.message : error)
    return []
  })
}

/** The page of a published post; any failure, a missing slug included, ends in a redirect to /blog. */
export async function blogPostView(content: SiteContent, blog: BlogData, slug: string | undefined): Promise<BlogPostResult> {
  const { reader, supabaseUrl, sanitize } = blog
  try {
    if (!slug) throw new BlogReadError('a post needs a slug')
    // A slug the database would refuse cannot name a post: no need to ask.
    if (!slugSchema.safeParse(slug).success) return { redirect: BLOG_PATH }
    const [post, published] = await Promise.all([reader.post(slug), publishedIndex(reader)])
    if (!post) return { redirect: BLOG_PATH }
    const { site, blog } = content
    const { html, text } = postBody(sanitize, post)
    const path = `${BLOG_PATH}/${post.slug}`
    const breadcrumb = breadcrumbFor(content, path, post.title)
    return {
      view: {
        path,
        head: postHead(content, post, text, postShareImage(post, site.siteUrl, supabaseUrl), breadcrumb),
        breadcrumb,
        title: post.title,
        subtitle: post.subtitle,
        author: authorOf(content, post),
        date: zonedTime(site.timeZone).longDate(post.published_at),
        dateTime: htmlMoment(post.published_at),
        readTime: post.read_time,
        image: postImage(post, supabaseUrl),
        html,
        chatMessage: blog.postFooter.message.replace('{title}', post.title),
        readAlso: readAlsoFor(content, post, published),
      },
    }
  } catch (error) {
    console.error('[blog] post', slug, 'could not be read:', error instanceof Error ? error.message : error)
    return { redirect: BLOG_PATH }
  }
}
