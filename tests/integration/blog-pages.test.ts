import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { blogListView, type BlogListView } from '../../engine/blog/listView.ts'
import { blogPostView } from '../../engine/blog/postView.ts'
import { deadReader, publishedSlugs, stackReader } from './blogFixture.ts'
import { startTestStack, type TestStack } from './testStack.ts'

let t: TestStack
let slugs: string[]

beforeAll(async () => {
  t = await startTestStack()
  slugs = await publishedSlugs(t)
})

afterAll(() => t?.stop())
afterEach(() => {
  vi.restoreAllMocks()
})

/** Silences and returns the server log, where failed reads are reported. */
const serverLog = () => vi.spyOn(console, 'error').mockImplementation(() => undefined)

async function listView(page: string | undefined): Promise<BlogListView> {
  const result = await blogListView(stackReader(t), page)
  if (!('view' in result)) throw new Error(`expected a page, got a redirect to ${result.redirect}`)
  return result.view
}

describe('the blog list page', () => {
  it('shows page 1 without a parameter: 9 cards, pagination, the quote band', async () => {
    const view = await listView(undefined)
    expect(view.state).toBe('populated')
    expect(view.cards.map((card) => card.href)).toEqual(slugs.slice(0, 9).map((slug) => `/blog/${slug}`))
    expect(view.cards[0]).toMatchObject({ date: expect.stringMatching(/^\d{1,2} de [a-zç]+ de \d{4}$/), readTime: expect.any(Number) })
    expect(view.pagination).toMatchObject({ previous: null, next: '/blog?page=2' })
    expect(view.showCta).toBe(true)
    expect(view.head.canonical).toMatch(/\/blog$/)
    expect(view.head.next).toMatch(/\/blog\?page=2$/)
    expect(view.head.prev).toBeUndefined()
  })

  it('shows the last page with the rest, no quote band, and prev but no next', async () => {
    const view = await listView('2')
    expect(view.cards).toHaveLength(slugs.length - 9)
    expect(view.pagination).toMatchObject({ previous: '/blog', next: null })
    expect(view.showCta).toBe(false)
    expect(view.head.canonical).toMatch(/\/blog\?page=2$/)
    expect(view.head.prev).toMatch(/\/blog$/)
    expect(view.head.title).toContain('Página 2')
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
    expect(await blogListView(stackReader(t), page)).toEqual({ redirect: target })
  })

  it('shows the empty state, without the quote band, when nothing is published', async () => {
    await t.sql('update public.posts set published = false where published')
    try {
      const view = await listView(undefined)
      expect(view).toMatchObject({ state: 'empty', cards: [], showCta: false })
      expect(view.pagination.slots).toEqual([])
      expect(await blogListView(stackReader(t), '2')).toEqual({ redirect: '/blog' })
    } finally {
      await t.sql('update public.posts set published = true where slug = any($1)', [slugs])
    }
  })

  it('shows the quote band only with more than 3 posts', async () => {
    await t.sql('update public.posts set published = false where slug = any($1)', [slugs.slice(3)])
    try {
      expect((await listView(undefined)).showCta).toBe(false)
      await t.sql('update public.posts set published = true where slug = $1', [slugs[3]])
      expect((await listView(undefined)).showCta).toBe(true)
    } finally {
      await t.sql('update public.posts set published = true where slug = any($1)', [slugs])
    }
  })

  it('shows the error state, not indexed and without pagination, when the database is unreachable', async () => {
    const log = serverLog()
    const result = await blogListView(await deadReader(), undefined)
    expect(result).toMatchObject({ view: { state: 'error', cards: [], showCta: false, retryHref: '/blog' } })
    if (!('view' in result)) return
    expect(result.view.pagination.slots).toEqual([])
    expect(result.view.head.robots).toBe('noindex, nofollow')
    expect(await blogListView(await deadReader(), '2')).toMatchObject({ view: { state: 'error', retryHref: '/blog?page=2' } })
    expect(log).toHaveBeenCalledWith('[blog] list page', 1, 'could not be read:', expect.stringContaining('fetch failed'))
  })
})

describe('the blog post page', () => {
  it('shows a published post with its sanitised body, author, date and read time', async () => {
    const result = await blogPostView(stackReader(t), 'como-medir-janela-para-cortina')
    if (!('view' in result)) throw new Error('expected the post')
    expect(result.view).toMatchObject({
      title: 'Como medir a janela para uma cortina sob medida',
      author: 'Helena',
      date: '3 de junho de 2025',
      readTime: 3,
      path: '/blog/como-medir-janela-para-cortina',
    })
    expect(result.view.html).toContain('<h2>Do que você vai precisar</h2>')
    expect(result.view.head.type).toBe('article')
    expect(result.view.breadcrumb?.map((crumb) => crumb.name)).toEqual(['Início', 'Blog', 'Como medir a janela para uma cortina sob medida'])
  })

  it('signs a post without author with the owner\'s name', async () => {
    const result = await blogPostView(stackReader(t), 'trilho-suico-ou-varao')
    expect(result).toMatchObject({ view: { author: 'Helena' } })
  })

  it('sanitises what the database holds before it reaches the page', async () => {
    await t.sql("update public.posts set content = content || '<img src=x onerror=alert(1)><script>alert(2)</script><a href=\"https://exemplo.org\">fonte</a>' where slug = $1", [slugs[0]])
    const result = await blogPostView(stackReader(t), slugs[0])
    if (!('view' in result)) throw new Error('expected the post')
    expect(result.view.html).not.toMatch(/onerror|<script|src="x"/)
    expect(result.view.html).toContain('<a href="https://exemplo.org" target="_blank" rel="noopener noreferrer">fonte</a>')
  })

  it.each([
    ['a missing post', 'nao-existe'],
    ['an unpublished post', 'cortineiro-e-sanca-com-iluminacao'],
    ['a slug the database could not hold', 'Não_É-slug'],
    ['a missing slug', undefined],
    ['an empty slug', ''],
  ])('redirects %s to /blog', async (_case, slug) => {
    serverLog()
    expect(await blogPostView(stackReader(t), slug)).toEqual({ redirect: '/blog' })
  })

  it('redirects to /blog when the database is unreachable', async () => {
    const log = serverLog()
    expect(await blogPostView(await deadReader(), slugs[0])).toEqual({ redirect: '/blog' })
    expect(log).toHaveBeenCalledTimes(1)
  })
})
