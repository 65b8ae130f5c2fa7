import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { BlockOf, BlockType } from '../../../engine/blocks/schema'
import { breadcrumbFor } from '../../../engine/routes/pageView'
import { fillLabel } from '../../../engine/site/fillLabel'
import { siteContent } from '../../../pages/site'
import type { Page as ContentPage } from '../../../schemas/page'
import { articlePaths, textAfter, textBefore } from '../../contentSamples'
import { axeViolations } from '../axe'
import { createDraft, publishedPosts, sql } from '../database'
import { behavioursRan, useBrowser } from '../fixture'

const content = siteContent()
const { blog, labels, routes, site } = content
const { article: articleWords, blogList } = labels

/** The list's page size (docs/spec/specification.md, §9). */
const PAGE_SIZE = 9

/** What the list must show: the published posts as stored now, whatever other test files added. */
const posts = await publishedPosts()
const newest = posts[0]
const lastPage = Math.ceil(posts.length / PAGE_SIZE)
const secondPage = posts.slice(PAGE_SIZE, 2 * PAGE_SIZE)

const browser = useBrowser()

/** The titles of the cards the list shows now. */
const cardTitles = (page: Page) => page.locator('[data-blog-results] article h2').allInnerTexts()

/** The posts the served list links to, in order. */
const listedSlugs = async (path: string) => [
  ...new Set([...(await (await fetch(`${browser.baseUrl}${path}`)).text()).matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1])),
]

describe('blog list', () => {
  beforeAll(async () => {
    // The file before may have changed posts a moment ago: the server learns it within its freshness interval.
    const expected = posts.slice(0, PAGE_SIZE).map((post) => post.slug)
    await vi.waitFor(async () => expect((await listedSlugs('/blog')).filter((slug) => slug !== 'rss')).toEqual(expected), {
      timeout: 10_000,
      interval: 250,
    })
  })

  it('has more than one page of posts to show (the seed), as the tests below need', () => {
    expect(lastPage).toBeGreaterThan(1)
  })

  it('shows 9 cards, newest first, with photo, date, read time, title, subtitle and "Leia mais"', async () => {
    const page = await browser.open('/blog')
    expect(await page.title()).toBe(blog.title)
    expect(await page.locator('h1').count()).toBe(1)
    expect(await cardTitles(page)).toEqual(posts.slice(0, PAGE_SIZE).map((post) => post.title))
    const first = page.locator('[data-blog-results] article').first()
    expect(await first.locator('time').innerText()).toMatch(/^\d{1,2} de [a-zç]+ de \d{4}$/)
    expect(textBefore(await first.innerText(), articleWords.readTime)).toMatch(/\d+ $/)
    expect(await first.innerText()).toContain(newest?.subtitle)
    expect(await first.locator('a', { hasText: blogList.readMore }).getAttribute('href')).toBe(`/blog/${newest?.slug}`)
    const img = first.locator('picture img')
    expect(await img.getAttribute('width')).toBe('800')
    expect(await img.getAttribute('height')).toBe('450')
    expect(await first.locator('source[type="image/avif"]').getAttribute('srcset')).toContain('/media/blog?')
    await img.scrollIntoViewIfNeeded()
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0)
    await page.context().close()
  })

  it('offers the quote band on page 1 and the featured articles of content/blog.ts', async () => {
    const page = await browser.open('/blog')
    const { quoteAction } = blogList
    expect(await page.locator('a', { hasText: quoteAction.label }).getAttribute('href')).toBe(quoteAction.href)
    const featured = page.locator('section', { has: page.locator('h2', { hasText: blogList.featured }) }).locator('h3 a')
    expect(await featured.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(blog.featured)
    await page.context().close()
  })

  it('tells crawlers about the page: canonical, next, the feed and an ItemList', async () => {
    const page = await browser.open('/blog')
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(/\/blog$/)
    expect(await page.locator('link[rel=next]').getAttribute('href')).toMatch(/\/blog\?page=2$/)
    expect(await page.locator('link[rel=prev]').count()).toBe(0)
    expect(await page.locator('link[rel=alternate][type="application/rss+xml"]').getAttribute('href')).toMatch(/\/blog\/rss\.xml$/)
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')['@type']))
    expect(types).toEqual(['ItemList', 'BreadcrumbList'])
    await page.context().close()
  })

  it('changes page in place: placeholders while loading, smooth scroll to the top, URL and title in sync, Back works', async () => {
    const page = await browser.open('/blog', { viewport: { width: 1280, height: 800 } })
    await behavioursRan(page)
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/blog?page=2', async (route) => {
      await held
      await route.continue()
    })
    await page.locator(`nav[aria-label="${blogList.paginationLabel}"]`).scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await page.locator('a', { hasText: blogList.next }).click()
    await expect.poll(() => page.locator('[data-blog-results] li').count()).toBe(PAGE_SIZE)
    expect(await page.locator('[data-blog-results]').innerText()).toContain(blogList.loading)
    release()
    await expect.poll(() => page.url()).toMatch(/\/blog\?page=2$/)
    await expect.poll(() => cardTitles(page)).toEqual(secondPage.map((post) => post.title))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    expect(await page.title()).toContain(`(${fillLabel(blogList.page, { numero: 2 }).toLocaleLowerCase('pt-BR')})`)
    // Each page inlines only the rules its HTML uses: the swapped page brings its own.
    const ownSheet = (await (await fetch(`${browser.baseUrl}/blog?page=2`)).text()).match(/<style>(.*?)<\/style>/s)?.[1]
    expect(await page.locator('head style').textContent()).toBe(ownSheet)
    expect(await page.locator('a', { hasText: blogList.previous }).getAttribute('aria-disabled')).toBeNull()
    expect(await page.locator('a', { hasText: blogList.quoteAction.label }).count()).toBe(0)
    await page.goBack()
    await expect.poll(() => cardTitles(page)).toEqual(posts.slice(0, PAGE_SIZE).map((post) => post.title))
    expect(page.url()).toMatch(/\/blog$/)
    await page.context().close()
  })

  it('disables "Anterior" on the first page and "Próxima" on the last', async () => {
    const page = await browser.open('/blog')
    expect(await page.locator('a', { hasText: blogList.previous }).getAttribute('aria-disabled')).toBe('true')
    expect(await page.locator('a', { hasText: blogList.next }).getAttribute('aria-disabled')).toBeNull()
    await page.goto(`${browser.baseUrl}/blog?page=${lastPage}`)
    expect(await page.locator('a', { hasText: blogList.previous }).getAttribute('aria-disabled')).toBeNull()
    expect(await page.locator('a', { hasText: blogList.next }).getAttribute('aria-disabled')).toBe('true')
    expect(await page.locator('[data-blog-results] article').count()).toBe(posts.length - PAGE_SIZE * (lastPage - 1))
    await page.context().close()
  })

  it('does not refetch for a change of #hash, such as the skip link', async () => {
    const page = await browser.open('/blog?page=2')
    await behavioursRan(page)
    const fetched: string[] = []
    page.on('request', (request) => new URL(request.url()).pathname === '/blog' && fetched.push(request.url()))
    // Counts history traversals; the list's own popstate listener was added first, so it has run when this one has.
    await page.evaluate(() => {
      let pops = 0
      window.addEventListener('popstate', () => (document.documentElement.dataset.pops = String(++pops)))
    })
    await page.locator('a[href="#conteudo"]').focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(/#conteudo$/)
    await page.goBack()
    await page.locator('html[data-pops="2"]').waitFor({ state: 'attached' })
    expect(await page.locator('[data-blog-results]').getAttribute('aria-busy')).toBeNull()
    expect(await cardTitles(page)).toEqual(secondPage.map((post) => post.title))
    expect(fetched).toEqual([])
    await page.context().close()
  })

  it('pages with plain links when JavaScript is off', async () => {
    const page = await browser.open('/blog', { javaScriptEnabled: false })
    await page.locator('a', { hasText: blogList.next }).click()
    await page.waitForURL(/\/blog\?page=2$/)
    expect(await cardTitles(page)).toEqual(secondPage.map((post) => post.title))
    await page.context().close()
  })

  it.each([
    ['/blog?page=1', '/blog'],
    ['/blog?page=abc', '/blog'],
    ['/blog?page=0', '/blog'],
    ['/blog?page=1.5', '/blog'],
    [`/blog?page=${lastPage + 1}`, `/blog?page=${lastPage}`],
  ])('sends %s to %s', async (from, to) => {
    const response = await fetch(`${browser.baseUrl}${from}`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('location') ?? '', browser.baseUrl)
    expect(location.pathname + location.search).toBe(to)
  })
})

describe('blog post', () => {
  const author = newest?.author?.trim() || site.ownerName

  it('shows title, subtitle, author, date, read time, photo, body and the WhatsApp footer', async () => {
    const page = await browser.open('/blog')
    await page.locator('article a', { hasText: blogList.readMore }).first().click()
    await page.waitForURL(new RegExp(`/blog/${newest?.slug}$`))
    expect(await page.locator('h1').innerText()).toBe(newest?.title)
    const header = await page.locator('article header').innerText()
    expect(header).toContain(newest?.subtitle)
    expect(header.replace(/\s+/g, ' ')).toContain(`${articleWords.by} ${author}`)
    expect(textAfter(header, articleWords.published)).toMatch(/^ \d{1,2} de [a-zç]+ de \d{4}/)
    expect(textBefore(header, articleWords.readTime)).toMatch(/\d+ $/)
    expect(await page.locator('article > header + div picture img').getAttribute('width')).toBe('800')
    const headings = newest?.content.match(/<h2[\s>]/g)?.length ?? 0
    expect(headings).toBeGreaterThan(0)
    expect(await page.locator('article > div h2').count()).toBe(headings)
    const chat = page.locator('a', { hasText: articleWords.postChat })
    const href = (await chat.getAttribute('href')) ?? ''
    expect(href).toMatch(/^https:\/\/wa\.me\/55\d+\?text=/)
    expect(new URL(href).searchParams.get('text')).toContain(newest?.title)
    expect(await chat.getAttribute('target')).toBe('_blank')
    expect(await chat.getAttribute('rel')).toBe('noopener noreferrer')
    const crumbs = breadcrumbFor(content, `/blog/${newest?.slug}`, newest?.title)?.map((crumb) => crumb.name)
    expect(crumbs?.at(-1)).toBe(newest?.title)
    expect(await page.locator(`nav[aria-label="${labels.frame.breadcrumbLabel}"] li`).allInnerTexts()).toEqual(crumbs)
    await page.context().close()
  })

  it('is an article for crawlers, with a 1200x630 social image described as its photo is, and BlogPosting data', async () => {
    const [described] = await sql<{ slug: string; author: string | null; featured_image_alt: string }>(
      'select slug, author, featured_image_alt from public.posts where published and published_at <= now() and deleted_at is null and featured_image_alt is not null order by published_at desc, slug limit 1',
    )
    const page = await browser.open(`/blog/${described?.slug}`)
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article')
    const og = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? ''
    expect(await page.locator('meta[property="og:image:width"]').getAttribute('content')).toBe('1200')
    const image = await fetch(`${browser.baseUrl}${new URL(og).pathname}${new URL(og).search}`)
    expect(image.headers.get('content-type')).toBe('image/jpeg')
    const posting = await page
      .locator('script[type="application/ld+json"]')
      .first()
      .evaluate((s) => JSON.parse(s.textContent ?? '{}'))
    const description = described?.featured_image_alt
    expect(await page.locator('meta[property="og:image:alt"]').getAttribute('content')).toBe(description)
    expect(await page.locator('main article img').first().getAttribute('alt')).toBe(description)
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      author: { name: described?.author?.trim() || site.ownerName },
      image: { '@type': 'ImageObject', url: og, width: 1200, height: 630, description },
    })
    expect(posting.articleBody.length).toBeLessThanOrEqual(500)
    await page.context().close()
  })

  it.each([
    ['a missing post', async () => 'post-que-nao-existe'],
    ['an unpublished post', async () => (await createDraft()).slug],
  ])('redirects %s to /blog, replacing it in history', async (_case, slug) => {
    const path = `/blog/${await slug()}`
    const response = await fetch(`${browser.baseUrl}${path}`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    const page = await browser.open('/')
    await page.goto(`${browser.baseUrl}${path}`)
    expect(new URL(page.url()).pathname).toBe('/blog')
    await page.goBack()
    expect(new URL(page.url()).pathname).toBe('/')
    await page.context().close()
  })
})

/** The blocks of `type` on a content page, in order. */
function blocksOf<T extends BlockType>(page: ContentPage, type: T): BlockOf<T>[] {
  return page.blocks.filter((block): block is BlockOf<T> => block.type === type)
}

describe('static articles', () => {
  it.each(articlePaths())('%s is prerendered from its content file: heading, sections, photo, chat button and links', async (path) => {
    const contentPage = routes.get(path)
    if (!contentPage) throw new Error(`no content page on ${path}`)
    const [article] = blocksOf(contentPage, 'article')
    if (!article) throw new Error(`no article on ${path}`)
    const headings = article.sections.flatMap((section) => (section.heading ? [section.heading] : []))
    const paragraphs = article.sections.flatMap((section) => section.body.filter((part): part is string => typeof part === 'string'))
    const chats = article.cta.actions.filter((action) => action.kind === 'chat')
    expect(headings.length).toBeGreaterThan(0)

    const page = await browser.open(path)
    expect(await page.locator('h1').innerText()).toBe(article.heading)
    expect((await page.locator('main h2').allInnerTexts()).filter((text) => headings.includes(text))).toEqual(headings)
    expect(await page.locator('main p').allInnerTexts()).toEqual(expect.arrayContaining(paragraphs))
    expect(await page.locator('main picture img').first().getAttribute('width')).toMatch(/^\d+$/)
    expect(await page.locator('main a[href^="https://wa.me/"]').count()).toBe(chats.length)
    const readAlso = page.locator('section', { has: page.getByRole('heading', { name: articleWords.readAlso }) })
    expect(await readAlso.locator('a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual([
      ...article.readAlso,
      '/blog',
    ])
    await page.context().close()
  })
})

describe('blog accessibility', () => {
  const pages = ['/blog', '/blog?page=2', `/blog/${newest?.slug}`, ...articlePaths()]
  const viewports = [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]

  it.each(pages.flatMap((path) => viewports.map((viewport) => [path, viewport] as const)))(
    '%s has no axe violations at %o',
    async (path, viewport) => {
      const page = await browser.open(path, { viewport })
      expect(await axeViolations(page)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
      await page.context().close()
    },
  )
})
