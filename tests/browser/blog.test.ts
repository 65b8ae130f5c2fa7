import AxeBuilder from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './fixture'

const brand = 'Ateliê Cortinas Exemplo'
const firstPost = '/blog/cortina-pe-direito-duplo'

describe('blog list', () => {
  const browser = useBrowser()

  it('shows 9 cards with photo, date, read time, title, subtitle and "Leia mais"', async () => {
    const page = await browser.open('/blog')
    expect(await page.title()).toBe(`Blog: Dicas de Cortinas Sob Medida | ${brand}`)
    expect(await page.locator('h1').count()).toBe(1)
    const cards = page.locator('[data-blog-results] article')
    expect(await cards.count()).toBe(9)
    const first = cards.first()
    expect(await first.locator('time').innerText()).toMatch(/^\d{1,2} de [a-zç]+ de \d{4}$/)
    expect(await first.innerText()).toMatch(/\d+ min de leitura/)
    expect(await first.locator('a', { hasText: 'Leia mais' }).getAttribute('href')).toBe(firstPost)
    const img = first.locator('picture img')
    expect(await img.getAttribute('width')).toBe('800')
    expect(await img.getAttribute('height')).toBe('450')
    expect(await first.locator('source[type="image/avif"]').getAttribute('srcset')).toContain('/media/blog?')
    await img.scrollIntoViewIfNeeded()
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0)
    await page.context().close()
  })

  it('offers the quote band on page 1 and the two featured articles', async () => {
    const page = await browser.open('/blog')
    expect(await page.locator('a', { hasText: 'Solicitar Orçamento Grátis' }).getAttribute('href')).toBe('/contato')
    const featured = page.locator('section', { has: page.locator('h2', { hasText: 'Artigos em Destaque' }) }).locator('h3 a')
    expect(await featured.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/blog-como-encomendar-cortina', '/blog-cortinas-residenciais'])
    await page.context().close()
  })

  it('tells crawlers about the page: canonical, next, the feed and an ItemList', async () => {
    const page = await browser.open('/blog')
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(/\/blog$/)
    expect(await page.locator('link[rel=next]').getAttribute('href')).toMatch(/\/blog\?page=2$/)
    expect(await page.locator('link[rel=prev]').count()).toBe(0)
    expect(await page.locator('link[rel=alternate][type="application/rss+xml"]').getAttribute('href')).toMatch(/\/blog\/rss\.xml$/)
    const types = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')['@type']))
    expect(types).toEqual(['ItemList', 'BreadcrumbList'])
    await page.context().close()
  })

  it('changes page in place: placeholders while loading, smooth scroll to the top, URL and title in sync, Back works', async () => {
    const page = await browser.open('/blog', { viewport: { width: 1280, height: 800 } })
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/blog?page=2', async (route) => {
      await held
      await route.continue()
    })
    await page.locator('nav[aria-label="Páginas do blog"]').scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await page.locator('a', { hasText: 'Próxima' }).click()
    await expect.poll(() => page.locator('[data-blog-results] li').count()).toBe(9)
    expect(await page.locator('[data-blog-results]').innerText()).toContain('Carregando...')
    release()
    await expect.poll(() => page.url()).toMatch(/\/blog\?page=2$/)
    await expect.poll(() => page.locator('[data-blog-results] article').count()).toBe(5)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    expect(await page.title()).toContain('Página 2')
    expect(await page.locator('a', { hasText: 'Próxima' }).getAttribute('aria-disabled')).toBe('true')
    expect(await page.locator('a', { hasText: 'Solicitar Orçamento Grátis' }).count()).toBe(0)
    await page.goBack()
    await expect.poll(() => page.locator('[data-blog-results] article').count()).toBe(9)
    expect(page.url()).toMatch(/\/blog$/)
    await page.context().close()
  })

  it('does not refetch for a change of #hash, such as the skip link', async () => {
    const page = await browser.open('/blog?page=2')
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(request.url()))
    await page.locator('a[href="#conteudo"]').focus()
    await page.keyboard.press('Enter')
    await page.goBack()
    await page.waitForTimeout(300)
    expect(fetched.filter((url) => url.includes('/blog'))).toEqual([])
    expect(await page.locator('[data-blog-results] article').count()).toBe(5)
    await page.context().close()
  })

  it('pages with plain links when JavaScript is off', async () => {
    const page = await browser.open('/blog', { javaScriptEnabled: false })
    await page.locator('a', { hasText: 'Próxima' }).click()
    await page.waitForURL(/\/blog\?page=2$/)
    expect(await page.locator('[data-blog-results] article').count()).toBe(5)
    await page.context().close()
  })

  it.each([
    ['/blog?page=1', '/blog'],
    ['/blog?page=abc', '/blog'],
    ['/blog?page=0', '/blog'],
    ['/blog?page=1.5', '/blog'],
    ['/blog?page=99', '/blog?page=2'],
  ])('sends %s to %s', async (from, to) => {
    const response = await fetch(`${browser.baseUrl}${from}`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(new URL(response.headers.get('location') ?? '', browser.baseUrl).pathname + new URL(response.headers.get('location') ?? '', browser.baseUrl).search).toBe(to)
  })
})

describe('blog post', () => {
  const browser = useBrowser()

  it('shows title, subtitle, author, date, read time, photo, body and the WhatsApp footer', async () => {
    const page = await browser.open('/blog')
    await page.locator('article a', { hasText: 'Leia mais' }).first().click()
    await page.waitForURL(new RegExp(`${firstPost}$`))
    expect(await page.locator('h1').innerText()).toBe('Cortinas para pé-direito duplo: altura, peso e acabamento')
    const header = await page.locator('article header').innerText()
    expect(header).toMatch(/Por\s+Helena/)
    expect(header).toMatch(/Publicado em \d{1,2} de [a-zç]+ de \d{4}/)
    expect(header).toMatch(/\d+ min de leitura/)
    expect(await page.locator('article > picture img').getAttribute('width')).toBe('800')
    expect(await page.locator('article h2').count()).toBeGreaterThan(1)
    const chat = page.locator('a', { hasText: 'Falar no WhatsApp' })
    expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/55\d+\?text=.*Cortinas%20para%20p%C3%A9-direito%20duplo/)
    expect(await chat.getAttribute('target')).toBe('_blank')
    expect(await chat.getAttribute('rel')).toBe('noopener noreferrer')
    expect(await page.locator('nav[aria-label="Trilha de navegação"] li').allInnerTexts()).toEqual(['Início', 'Blog', 'Cortinas para pé-direito duplo: altura, peso e acabamento'])
    await page.context().close()
  })

  it('is an article for crawlers, with a 1200x630 social image and BlogPosting data', async () => {
    const page = await browser.open(firstPost)
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article')
    const og = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? ''
    expect(await page.locator('meta[property="og:image:width"]').getAttribute('content')).toBe('1200')
    const image = await fetch(`${browser.baseUrl}${new URL(og).pathname}${new URL(og).search}`)
    expect(image.headers.get('content-type')).toBe('image/jpeg')
    const posting = await page.locator('script[type="application/ld+json"]').first().evaluate((s) => JSON.parse(s.textContent ?? '{}'))
    expect(posting).toMatchObject({ '@type': 'BlogPosting', author: { name: 'Helena' }, image: og })
    expect(posting.articleBody.length).toBeLessThanOrEqual(500)
    await page.context().close()
  })

  it.each([
    ['a missing post', '/blog/post-que-nao-existe'],
    ['an unpublished post', '/blog/cortineiro-e-sanca-com-iluminacao'],
  ])('redirects %s to /blog, replacing it in history', async (_case, path) => {
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

describe('static articles', () => {
  const browser = useBrowser()

  it.each([
    ['/blog-cortinas-residenciais', 'Cortinas residenciais: como escolher a certa para cada ambiente'],
    ['/blog-como-encomendar-cortina', 'Como encomendar uma cortina sob medida, passo a passo'],
  ])('%s is a prerendered article with sections, a photo and a chat button', async (path, heading) => {
    const page = await browser.open(path)
    expect(await page.locator('h1').innerText()).toBe(heading)
    expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(6)
    const words = (await page.locator('main section').nth(1).innerText()).split(/\s+/).length
    expect(words).toBeGreaterThan(600)
    expect(await page.locator('main picture img').first().getAttribute('width')).toMatch(/^\d+$/)
    expect(await page.locator('main a[href^="https://wa.me/"]').count()).toBe(1)
    expect(await page.locator('main a[href="/blog"]').count()).toBe(1)
    await page.context().close()
  })
})

describe('blog accessibility', () => {
  const browser = useBrowser()
  const pages = ['/blog', '/blog?page=2', firstPost, '/blog-cortinas-residenciais', '/blog-como-encomendar-cortina']
  const viewports = [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]

  it.each(pages.flatMap((path) => viewports.map((viewport) => [path, viewport] as const)))('%s has no axe violations at %o', async (path, viewport) => {
    const page = await browser.open(path, { viewport })
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    await page.context().close()
  })
})
