import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { BlockOf } from '../../../engine/blocks/schema'
import { breadcrumbFor } from '../../../engine/routes/pageView'
import { siteContent } from '../../../pages/site'
import { sql } from '../database'
import { textAfter, textBefore } from '../../contentSamples'
import { useBrowser } from '../fixture'

const content = siteContent()
const { labels, routes, site } = content

/** The breadcrumb's names on `path`, as the engine builds them from content/navigation.ts and the title. */
const crumbsOf = (path: string, title: string | undefined) => breadcrumbFor(content, path, title)?.map((crumb) => crumb.name)

const browser = useBrowser()

/** The static articles: content pages whose body is an article block. */
const statics = [...routes.values()].flatMap((page) =>
  page.blocks
    .filter((block): block is BlockOf<'article'> => block.type === 'article')
    .map((article) => ({ path: page.path, title: page.title, article })),
)
/** The newest published post with a photo, as the seed's are. */
const [post] = await sql<{ slug: string; title: string }>(
  'select slug, title from public.posts where published and published_at <= now() and deleted_at is null and featured_image is not null order by published_at desc, slug limit 1',
)
const postPath = `/blog/${post?.slug}`

/** A published post whose title holds a compound word ('pé-direito'), from the seed. */
const [compound] = await sql<{ slug: string; title: string }>(
  `select slug, title from public.posts where published and title ~ '[[:alpha:]]-[[:alpha:]]' order by slug limit 1`,
)

/** The class names of the layout's parts, which one shared component gives every article. */
const layoutOf = (page: Page) =>
  page.locator('main article').evaluate((article) => ({
    children: Array.from(article.children, (child) => child.tagName.toLowerCase()),
    header: article.querySelector(':scope > header')?.className,
    photo: article.querySelector(':scope > header + div')?.className,
    body: article.querySelector(':scope > div:last-of-type')?.className,
    readAlso: article.nextElementSibling?.className,
  }))

/** The breadcrumb's names as shown and as structured data. */
async function breadcrumbOf(page: Page): Promise<{ shown: string[]; data: string[] }> {
  const shown = await page.locator(`nav[aria-label="${labels.frame.breadcrumbLabel}"] li`).allInnerTexts()
  const lists = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')))
  const crumbs = lists.find((data) => data['@type'] === 'BreadcrumbList')
  return { shown: shown.map((name) => name.trim()), data: crumbs.itemListElement.map((item: { name: string }) => item.name) }
}

describe('one article layout', () => {
  it('covers the posts (the seed has one with a photo) besides any static article the content has', () => {
    expect(post).toBeDefined()
  })

  it('is the same for a static article and a post: header, photo, body, chat band, then Leia também', async () => {
    const layouts = []
    for (const path of [...statics.map((s) => s.path), postPath]) {
      const page = await browser.open(path)
      layouts.push(await layoutOf(page))
      await page.context().close()
    }
    expect(layouts[0]?.children).toEqual(['header', 'div', 'div', 'footer'])
    for (const layout of layouts) expect(layout).toEqual(layouts[0])
  })

  it.each(statics.map((s) => [s.path, s] as const))(
    '%s shows the byline a post shows: author, date and read time',
    async (path, { article }) => {
      const page = await browser.open(path)
      const header = page.locator('main article > header')
      expect(await header.locator('h1').innerText()).toBe(article.heading)
      expect(await header.locator('a').getAttribute('href')).toBe('/blog')
      const byline = (await header.innerText()).replace(/\s+/g, ' ')
      const { by, published, readTime } = labels.article
      expect(byline).toContain(`${by} ${article.author ?? site.ownerName}`)
      expect(textAfter(byline, published)).toMatch(/^ \d{1,2} de [a-zç]+ de \d{4}/)
      expect(textBefore(byline, readTime)).toMatch(/\d+ $/)
      expect(await header.locator('time').getAttribute('datetime')).toBe(article.published)
      await page.context().close()
    },
  )

  it.each(statics.map((s) => [s.path, s] as const))(
    '%s keeps its one-step breadcrumb, canonical and JSON-LD, and ends in Leia também',
    async (path, { title, article }) => {
      const page = await browser.open(path)
      const crumbs = crumbsOf(path, title)
      expect(crumbs).toHaveLength(2)
      expect(await breadcrumbOf(page)).toEqual({ shown: crumbs, data: crumbs })
      expect(await page.locator('link[rel=canonical]').getAttribute('href')).toBe(`${site.siteUrl}${path}`)
      const readAlso = page.locator('main article + section')
      expect(await readAlso.locator('h2').innerText()).toBe(labels.article.readAlso)
      expect(await readAlso.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
        ...article.readAlso,
        '/blog',
      ])
      await page.context().close()
    },
  )

  it('ends a post with related posts and the blog, never the post itself, and keeps its breadcrumb', async () => {
    const page = await browser.open(postPath)
    const crumbs = crumbsOf(postPath, post?.title)
    expect(crumbs).toHaveLength(3)
    expect(crumbs?.at(-1)).toBe(post?.title)
    expect(await breadcrumbOf(page)).toEqual({ shown: crumbs, data: crumbs })
    const readAlso = page.locator('main article + section')
    expect(await readAlso.locator('h2').innerText()).toBe(labels.article.readAlso)
    const hrefs = await readAlso.locator('h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    expect(hrefs).toHaveLength(3)
    expect(hrefs).not.toContain(postPath)
    expect(hrefs[0]).toMatch(/^\/blog\/[a-z0-9-]+$/)
    expect(await readAlso.locator('a').last().getAttribute('href')).toBe('/blog')
    for (const href of hrefs) expect((await fetch(`${browser.baseUrl}${href}`, { redirect: 'manual' })).status, href).toBe(200)
    await page.context().close()
  })

  it('never breaks a compound word of a post title across lines at 390 px', async () => {
    expect(compound, 'the seed has a post titled with a compound word').toBeDefined()
    const page = await browser.open(`/blog/${compound?.slug}`, { viewport: { width: 390, height: 844 } })
    const h1 = page.locator('h1')
    expect(await h1.innerText()).toBe(compound?.title)
    const words = await h1
      .locator('span')
      .evaluateAll((spans) => spans.map((span) => ({ text: span.textContent, lines: span.getClientRects().length })))
    expect(words.length).toBeGreaterThan(0)
    for (const word of words) expect(word, `${word.text} stays on one line`).toMatchObject({ lines: 1 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    await page.context().close()
  })
})
