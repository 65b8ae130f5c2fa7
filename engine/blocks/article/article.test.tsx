import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { siteContent } from '../../../pages/site'
import { featuredArticles } from '../../routes/pageTeaser'
import { expectChatLink, issuesOf, linkByText, quoteRequest, render, texts } from '../testing'
import { Article } from './Article'
import { articleSchema } from './schema'

const content = siteContent()
const { labels, routes, site } = content
const words = labels.article

const [featured] = featuredArticles(content)

const input = {
  type: 'article',
  heading: 'Como encomendar uma cortina para pé-direito duplo',
  subtitle: 'Do primeiro contato à instalação.',
  published: '2025-05-26',
  picture: { image: 'blog-04', alt: 'Trena, tesoura e amostras de tecido sobre a mesa' },
  sections: [
    { body: ['Uma cortina sob medida começa pela conversa.'] },
    {
      heading: 'Passo a passo',
      body: [
        'Do primeiro contato à instalação:',
        { items: ['Conversa pelo WhatsApp', 'Visita técnica', 'Instalação'], ordered: true },
        { subheading: 'Na visita' },
        { items: ['Medição de cada vão', 'Amostras de tecido'] },
        { tip: 'Envie fotos da parede inteira, do teto ao piso.' },
      ],
    },
  ],
  cta: { heading: 'Pronta para dar o primeiro passo?', actions: [{ kind: 'chat', label: 'Começar pelo WhatsApp' }] },
  readAlso: [featured?.href ?? '/'],
} satisfies z.input<typeof articleSchema>

describe('Article', () => {
  const dom = render(<Article {...articleSchema.parse(input)} />)
  const body = dom.querySelector('article > header + div + div') ?? dom

  it('opens with the title, the subtitle and the byline of a post: author, date and read time', () => {
    expect(texts(dom, 'h1')).toEqual([input.heading])
    expect(dom.querySelector('h1 span')?.textContent).toBe('pé-direito')
    const header = dom.querySelector('article > header')?.textContent ?? ''
    expect(header).toContain(input.subtitle)
    expect(header).toContain(`${words.by} ${site.ownerName}`)
    expect(header).toContain(`${words.published} 26 de maio de 2025`)
    expect(header).toContain(`1 ${words.readTime}`)
    expect(dom.querySelector('time')?.getAttribute('datetime')).toBe('2025-05-26')
  })

  it('signs with the author when one is given', () => {
    const signed = render(<Article {...articleSchema.parse({ ...input, author: 'Marina' })} />)
    expect(signed.querySelector('article > header')?.textContent).toContain(`${words.by} Marina`)
  })

  it('renders sections in order: headings, paragraphs, lists, subheadings and tips', () => {
    expect(texts(body, 'h2')).toEqual(['Passo a passo'])
    expect(texts(body, 'h3')).toEqual(['Na visita'])
    expect(texts(body, 'p')).toEqual(['Uma cortina sob medida começa pela conversa.', 'Do primeiro contato à instalação:'])
    expect(texts(body, 'ol li')).toEqual(['Conversa pelo WhatsApp', 'Visita técnica', 'Instalação'])
    expect(texts(body, 'ul li')).toEqual(['Medição de cada vão', 'Amostras de tecido'])
    expect(texts(body, 'blockquote')).toEqual(['Envie fotos da parede inteira, do teto ao piso.'])
  })

  it('shows its photo under the header, loaded at once, with alt text', () => {
    const img = dom.querySelector('article > header + div picture img')
    expect(img?.getAttribute('alt')).toBe(input.picture.alt)
    expect(img?.getAttribute('loading')).toBe('eager')
    expect(img?.getAttribute('width')).toMatch(/^\d+$/)
  })

  it('ends with the chat band, then the pages to read next and the blog', () => {
    expectChatLink(linkByText(dom, 'Começar pelo WhatsApp'), quoteRequest)
    expect(dom.querySelector('article > footer h2')?.textContent).toBe(input.cta.heading)
    const readAlso = dom.querySelector('article + section')
    expect(readAlso?.querySelector('h2')?.textContent).toBe(words.readAlso)
    expect(Array.from(readAlso?.querySelectorAll('a') ?? [], (a) => a.getAttribute('href'))).toEqual([featured?.href, '/blog'])
    expect(readAlso?.querySelector('h3')?.textContent).toBe(featured?.title)
  })

  it('leaves out a page to read next that the site does not hold (the preview, while that page has errors)', () => {
    const dom = render(<Article {...articleSchema.parse({ ...input, readAlso: ['/nao-existe', featured?.href] })} />)
    const links = Array.from(dom.querySelectorAll('article + section a'), (a) => a.getAttribute('href'))
    expect(links).toEqual([featured?.href, '/blog'])
  })

  it('refuses an empty section, a one-item list, and a date not written YYYY-MM-DD, naming where', () => {
    expect(issuesOf(articleSchema, { ...input, sections: [{ heading: 'Vazia', body: [] }] })).toEqual([
      expect.stringMatching(/^sections\[0\]\.body: /),
    ])
    const oneItem = { ...input, sections: [{ body: [{ items: ['só um'] }] }] }
    expect(issuesOf(articleSchema, oneItem).length).toBeGreaterThan(0)
    expect(issuesOf(articleSchema, { ...input, published: '26/05/2025' })).toEqual([
      "published: a data precisa ser escrita assim: '2026-05-31' (ano-mês-dia)",
    ])
  })
})

describe('the static articles', () => {
  const articles = [...routes.values()].flatMap((page) =>
    page.blocks.flatMap((block) => (block.type === 'article' ? [[page.path, block] as const] : [])),
  )

  it.each(articles)('%s names only existing pages to read next, never itself', (path, article) => {
    expect(article.readAlso).not.toContain(path)
    for (const next of article.readAlso) expect(routes.has(next), next).toBe(true)
  })
})
