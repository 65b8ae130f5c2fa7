import { describe, expect, it } from 'vitest'
import { siteContent } from '../pages/site'
import { featuredArticles } from '../engine/routes/pageTeaser'
import { blogPostView, type BlogPostResult, type BlogPostView } from './postView'
import type { BlogData } from './data/blogData'
import { BlogReadError, type BlogReader } from './data/posts'
import { createPostSanitizer } from './sanitize'
import type { PostRow, PostSummary } from './data/schema'

const content = siteContent()

let rows = 0

/** A published post with its own id (sanitised bodies are cached by id); the title and body are what these tests vary. */
const row = (slug: string, title: string, content = '<p>Texto.</p>'): PostRow => ({
  id: `00000000-0000-4000-8000-${String(++rows).padStart(12, '0')}`,
  slug,
  title,
  subtitle: '',
  content,
  meta_title: null,
  meta_description: null,
  featured_image: null,
  featured_image_alt: null,
  author: null,
  read_time: 2,
  published: true,
  created_at: '2025-06-03T13:00:00+00:00',
  published_at: '2025-06-03T13:00:00+00:00',
  updated_at: '2025-06-03T13:00:00+00:00',
})

const current = row('cortina-pe-direito-duplo', 'Cortinas para pé-direito duplo', '<h2>O pé-direito alto</h2><p>Um pé-direito alto.</p>')
const others = [row('cortina-wave', 'Cortina wave'), row('janela-alta', 'Cortinas para janela alta e pé-direito duplo'), current]

/** A reader over fixed rows, whose list or every read can be made to fail. */
function reader(posts: PostRow[], fail: { index?: boolean; post?: boolean } = {}): BlogReader {
  const down = () => Promise.reject(new BlogReadError('database down'))
  return {
    page: down,
    post: (slug) => (fail.post ? down() : Promise.resolve(posts.find((p) => p.slug === slug) ?? null)),
    index: () =>
      fail.index
        ? down()
        : Promise.resolve(
            posts.map(({ content: _, meta_title: __, meta_description: ___, published: ____, ...summary }): PostSummary => summary),
          ),
  }
}

/** The blog data the server would hand the view, over `reader`. */
const blogOf = (reader: BlogReader): BlogData => ({ reader, supabaseUrl: undefined, sanitize: createPostSanitizer(content.site.siteUrl) })

/** The view of a result that must be a page. */
function viewOf(result: BlogPostResult): BlogPostView {
  if ('redirect' in result) throw new Error(`redirected to ${result.redirect}`)
  return result.view
}

describe('blogPostView', () => {
  it("offers related posts under 'Leia também', the closest first, then the static articles", async () => {
    const view = viewOf(await blogPostView(content, blogOf(reader(others)), current.slug))
    expect(view.readAlso.map((item) => item.href)).toEqual(['/blog/janela-alta', '/blog/cortina-wave', featuredArticles(content)[0]?.href])
    const [date, readTime] = view.readAlso[0]?.meta?.split(' · ') ?? []
    expect(date).toMatch(/^\d{1,2} de [a-zç]+ de \d{4}$/)
    expect(readTime).toBe(`2 ${content.labels.article.readTime}`)
  })

  it('still shows the post, with the static articles to read next, when the list cannot be read', async () => {
    const view = viewOf(await blogPostView(content, blogOf(reader(others, { index: true })), current.slug))
    expect(view.title).toBe(current.title)
    expect(view.readAlso.map((item) => item.href)).toEqual(featuredArticles(content).map((article) => article.href))
  })

  it('redirects to /blog when the database is down, or the post missing', async () => {
    expect(await blogPostView(content, blogOf(reader(others, { index: true, post: true })), current.slug)).toEqual({ redirect: '/blog' })
    expect(await blogPostView(content, blogOf(reader(others)), 'post-que-nao-existe')).toEqual({ redirect: '/blog' })
  })

  it.each([
    [
      'its description',
      ' Cortina de linho cru em uma sala clara ',
      'Cortina de linho cru em uma sala clara',
      'Cortina de linho cru em uma sala clara',
    ],
    ['no alt text and the title for sharing when it has no description', null, '', 'Cortina de linho'],
  ])('gives the featured photo %s', async (_case, featured_image_alt, alt, shareAlt) => {
    const illustrated = {
      ...row('cortina-linho', 'Cortina de linho'),
      featured_image: '/blog-images/cortina-linho.jpg',
      featured_image_alt,
    }
    const view = viewOf(await blogPostView(content, blogOf(reader([illustrated])), illustrated.slug))
    expect(view.image).toEqual(expect.objectContaining({ alt }))
    expect(view.head.image.alt).toBe(shareAlt)
  })

  it('keeps compound words whole in the headings of the body only', async () => {
    const view = viewOf(await blogPostView(content, blogOf(reader(others)), current.slug))
    expect(view.html).toMatch(/<h2>O <span class="[^"]+">pé-direito<\/span> alto<\/h2><p>Um pé-direito alto\.<\/p>/)
  })
})
