import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { BlogData } from '../../../blog/data/blogData.ts'
import type { BlogReader } from '../../../blog/data/posts.ts'
import { blogListView, type BlogListView } from '../../../blog/listView.ts'
import { blogPostView } from '../../../blog/postView.ts'
import { createPostSanitizer } from '../../../blog/sanitize.ts'
import { fillLabel } from '../../../engine/site/fillLabel.ts'
import { siteContent } from '../../../pages/site.ts'
import { deadReader, insertPost, insertPosts, stackReader, type OwnPosts } from '../blogFixture.ts'
import { connectTestStack, unique, type TestStack } from '../testStack.ts'

let t: TestStack
let posts: OwnPosts
const sanitize = createPostSanitizer(siteContent().site.siteUrl)

/** What the server hands the views: the reader, the stack's URL for bucket images, and the sanitiser. */
const blogOf = (reader: BlogReader): BlogData => ({ reader, supabaseUrl: t.stack.url, sanitize })

beforeAll(async () => {
  t = await connectTestStack()
  posts = await insertPosts(t, { published: 14, drafts: 1 })
})

afterAll(() => t?.stop())
afterEach(() => {
  vi.restoreAllMocks()
})

/** Silences and returns the server log, where failed reads are reported. */
const serverLog = () => vi.spyOn(console, 'error').mockImplementation(() => undefined)

async function listView(page: string | undefined, prefix = posts.prefix): Promise<BlogListView> {
  const result = await blogListView(siteContent(), blogOf(stackReader(t, prefix)), page)
  if (!('view' in result)) throw new Error(`expected a page, got a redirect to ${result.redirect}`)
  return result.view
}

describe('the blog list page', () => {
  it('shows page 1 without a parameter: 9 cards, pagination, the quote band', async () => {
    const view = await listView(undefined)
    expect(view.state).toBe('populated')
    expect(view.cards.map((card) => card.href)).toEqual(posts.published.slice(0, 9).map((slug) => `/blog/${slug}`))
    expect(view.cards[0]).toMatchObject({ date: expect.stringMatching(/^\d{1,2} de [a-zç]+ de \d{4}$/), readTime: expect.any(Number) })
    expect(view.pagination).toMatchObject({ previous: null, next: '/blog?page=2' })
    expect(view.showCta).toBe(true)
    expect(view.head.canonical).toMatch(/\/blog$/)
    expect(view.head.next).toMatch(/\/blog\?page=2$/)
    expect(view.head.prev).toBeUndefined()
  })

  it("gives a card's photo its description as alt text, and an empty one without it", async () => {
    const prefix = unique('capa')
    const cover = { featured_image: '/blog-images/cortina-para-sala-de-estar.jpg', created_at: '2025-06-03T13:00:00Z' }
    await insertPost(t, `${prefix}-descrita`, { ...cover, featured_image_alt: 'Voil branco em uma sala clara' })
    await insertPost(t, `${prefix}-sem-descricao`, { ...cover, created_at: '2025-06-02T13:00:00Z' })
    const view = await listView(undefined, prefix)
    expect(view.cards.map((card) => card.image?.alt)).toEqual(['Voil branco em uma sala clara', ''])
  })

  it('shows the last page with the rest, no quote band, and prev but no next', async () => {
    const view = await listView('2')
    expect(view.cards).toHaveLength(posts.published.length - 9)
    expect(view.pagination).toMatchObject({ previous: '/blog', next: null })
    expect(view.showCta).toBe(false)
    expect(view.head.canonical).toMatch(/\/blog\?page=2$/)
    expect(view.head.prev).toMatch(/\/blog$/)
    expect(view.head.title).toContain(`(${fillLabel(siteContent().labels.blogList.page, { numero: 2 }).toLocaleLowerCase('pt-BR')})`)
  })

  it.each([
    ['1', '/blog'],
    ['0', '/blog'],
    ['-3', '/blog'],
    ['abc', '/blog'],
    ['2.5', '/blog'],
    ['', '/blog'],
    ['02', '/blog?page=2'],
    ['3', '/blog?page=2'],
    ['999999999999', '/blog?page=2'],
  ])('redirects ?page=%s to %s', async (page, target) => {
    expect(await blogListView(siteContent(), blogOf(stackReader(t, posts.prefix)), page)).toEqual({ redirect: target })
  })

  it('shows the empty state, without the quote band, when nothing is published', async () => {
    const { prefix } = await insertPosts(t, { published: 0, drafts: 2 })
    const view = await listView(undefined, prefix)
    expect(view).toMatchObject({ state: 'empty', cards: [], showCta: false })
    expect(view.pagination.slots).toEqual([])
    expect(await blogListView(siteContent(), blogOf(stackReader(t, prefix)), '2')).toEqual({ redirect: '/blog' })
  })

  it('shows the quote band only with more than 3 posts', async () => {
    const { prefix, drafts } = await insertPosts(t, { published: 3, drafts: 1 })
    expect((await listView(undefined, prefix)).showCta).toBe(false)
    await t.sql('update public.posts set published = true where slug = $1', [drafts[0]])
    expect((await listView(undefined, prefix)).showCta).toBe(true)
  })

  it('shows the error state, not indexed and without pagination, when the database is unreachable', async () => {
    const log = serverLog()
    const result = await blogListView(siteContent(), blogOf(await deadReader()), undefined)
    expect(result).toMatchObject({ view: { state: 'error', cards: [], showCta: false, retryHref: '/blog' } })
    if (!('view' in result)) return
    expect(result.view.pagination.slots).toEqual([])
    expect(result.view.head.robots).toBe('noindex, nofollow')
    expect(await blogListView(siteContent(), blogOf(await deadReader()), '2')).toMatchObject({
      view: { state: 'error', retryHref: '/blog?page=2' },
    })
    expect(log).toHaveBeenCalledWith('[blog] list page', 1, 'could not be read:', expect.stringContaining('fetch failed'))
  })
})

describe('the blog post page', () => {
  it('shows a published post with its sanitised body, author, date and read time', async () => {
    const slug = await insertPost(t, unique('como-medir'), {
      title: 'Como medir a janela para uma cortina sob medida',
      author: 'Marina (autora do teste)',
      created_at: '2025-06-03T13:00:00Z',
      read_time: 3,
      content: '<h2>Do que você vai precisar</h2><p>Uma <strong>trena metálica</strong>.</p>',
    })
    const result = await blogPostView(siteContent(), blogOf(stackReader(t, slug)), slug)
    if (!('view' in result)) throw new Error('expected the post')
    expect(result.view).toMatchObject({
      title: 'Como medir a janela para uma cortina sob medida',
      author: 'Marina (autora do teste)',
      date: '3 de junho de 2025',
      readTime: 3,
      path: `/blog/${slug}`,
    })
    expect(result.view.html).toContain('<h2>Do que você vai precisar</h2>')
    expect(result.view.head.type).toBe('article')
    const { homeLabel, breadcrumbLabels } = siteContent().navigation
    expect(result.view.breadcrumb?.map((crumb) => crumb.name)).toEqual([
      homeLabel,
      breadcrumbLabels['/blog'] ?? 'Blog',
      'Como medir a janela para uma cortina sob medida',
    ])
  })

  it("signs a post without author with the owner's name", async () => {
    const slug = await insertPost(t, unique('sem-autor'), { author: null })
    const result = await blogPostView(siteContent(), blogOf(stackReader(t, slug)), slug)
    expect(result).toMatchObject({ view: { author: siteContent().site.ownerName } })
  })

  it('sanitises what the database holds before it reaches the page', async () => {
    const content = '<p>Texto</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="https://exemplo.org">fonte</a>'
    const slug = await insertPost(t, unique('sujo'), { content })
    const result = await blogPostView(siteContent(), blogOf(stackReader(t, slug)), slug)
    if (!('view' in result)) throw new Error('expected the post')
    expect(result.view.html).not.toMatch(/onerror|<script|src="x"/)
    expect(result.view.html).toContain('<a href="https://exemplo.org" target="_blank" rel="noopener noreferrer">fonte</a>')
  })

  // Slugs are read when the test runs: the posts exist only after beforeAll.
  it.each([
    ['a missing post', () => `${posts.prefix}-nao-existe`],
    ['an unpublished post', () => posts.drafts[0]],
    ['a slug the database could not hold', () => 'Não_É-slug'],
    ['a missing slug', () => undefined],
    ['an empty slug', () => ''],
  ])('redirects %s to /blog', async (_case, slug) => {
    serverLog()
    expect(await blogPostView(siteContent(), blogOf(stackReader(t, posts.prefix)), slug())).toEqual({ redirect: '/blog' })
  })

  it('redirects to /blog when the database is unreachable', async () => {
    const log = serverLog()
    expect(await blogPostView(siteContent(), blogOf(await deadReader()), posts.published[0])).toEqual({ redirect: '/blog' })
    expect(log).toHaveBeenCalledTimes(1)
  })
})
