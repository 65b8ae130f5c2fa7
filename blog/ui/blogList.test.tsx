import { describe, expect, it } from 'vitest'
import { linkByText, render, texts } from '../../engine/blocks/testing'
import { siteContent } from '../../pages/site'
import type { BlogListView } from '../listView'
import { paginationSlots } from '../pagination'
import { BlogList } from './BlogList'

const card = {
  href: '/blog/linho',
  title: 'Linho',
  subtitle: 'Textura natural',
  date: '3 de junho de 2025',
  dateTime: '2025-06-03T13:00:00+00:00',
  readTime: 3,
  image: null,
}
const base: Omit<BlogListView, 'head'> = {
  path: '/blog',
  breadcrumb: null,
  state: 'populated',
  page: 1,
  cards: Array.from({ length: 9 }, (_, index) => ({ ...card, href: `/blog/linho-${index}` })),
  pagination: { previous: null, next: '/blog?page=2', slots: paginationSlots(1, 5) },
  showCta: true,
  retryHref: '/blog',
}
const view = (fields: Partial<BlogListView> = {}) => ({ ...base, ...fields }) as BlogListView

const { blog, labels } = siteContent()
const words = labels.blogList

describe('BlogList', () => {
  it('shows 9 cards with date, read time, title, subtitle and "Leia mais"', () => {
    const dom = render(<BlogList view={view()} />)
    expect(dom.querySelectorAll('[data-blog-results] article')).toHaveLength(9)
    const first = dom.querySelector('article')
    expect(first?.querySelector('time')?.textContent).toBe('3 de junho de 2025')
    expect(first?.textContent).toContain(`3 ${labels.article.readTime}`)
    expect(first?.querySelector('h2 a')?.getAttribute('href')).toBe('/blog/linho-0')
    expect(texts(first as Element, 'a').at(-1)).toBe(`${words.readMore} →`)
  })

  it("loads the first card's photo at once and with high priority (the list's largest paint), the rest lazily", () => {
    const image = { kind: 'plain', src: '/blog-images/linho.jpg', alt: 'Linho' } as const
    const dom = render(<BlogList view={view({ cards: base.cards.map((c) => ({ ...c, image })) })} />)
    expect(Array.from(dom.querySelectorAll('[data-blog-results] img'), (img) => img.getAttribute('loading'))).toEqual([
      'eager',
      ...Array(8).fill('lazy'),
    ])
  })

  it('disables "Anterior" on the first page and links "Próxima"', () => {
    const dom = render(<BlogList view={view()} />)
    const nav = dom.querySelector(`nav[aria-label="${words.paginationLabel}"]`) as Element
    expect(texts(nav, 'li')).toEqual([words.previous, '1', '2', '…', '5', words.next])
    const previous = Array.from(nav.querySelectorAll('a')).find((a) => a.textContent === words.previous)
    expect(previous?.getAttribute('href')).toBeNull()
    expect(previous?.getAttribute('aria-disabled')).toBe('true')
    expect(linkByText(nav, words.next).getAttribute('href')).toBe('/blog?page=2')
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('1')
  })

  it('links the quote band where content/labels.ts says and the featured articles of content/blog.ts', () => {
    const dom = render(<BlogList view={view()} />)
    expect(linkByText(dom, words.quoteAction.label).getAttribute('href')).toBe(words.quoteAction.href)
    expect(texts(dom, '#artigos-em-destaque')).toEqual([words.featured])
    const featured = Array.from(dom.querySelectorAll('[aria-labelledby="artigos-em-destaque"] h3 a'), (a) => a.getAttribute('href'))
    expect(featured).toEqual(blog.featured)
  })

  it('shows the error state with the exact texts and a retry that works as a link', () => {
    const dom = render(
      <BlogList
        view={view({
          state: 'error',
          cards: [],
          showCta: false,
          retryHref: '/blog?page=2',
          pagination: { previous: null, next: null, slots: [] },
        })}
      />,
    )
    expect(texts(dom, '[role="alert"] h2')).toEqual([words.errorTitle])
    expect(texts(dom, '[role="alert"] p')).toEqual([words.errorText])
    expect(linkByText(dom, words.retry).getAttribute('href')).toBe('/blog?page=2')
    expect(dom.textContent).not.toContain(words.quoteAction.label)
    expect(dom.querySelector(`nav[aria-label="${words.paginationLabel}"]`)).toBeNull()
  })

  it('shows the empty state', () => {
    const dom = render(
      <BlogList view={view({ state: 'empty', cards: [], showCta: false, pagination: { previous: null, next: null, slots: [] } })} />,
    )
    expect(dom.querySelector('[data-blog-results]')?.textContent).toBe(words.empty)
  })

  it('keeps 9 placeholder cards ready for the loading state', () => {
    const dom = render(<BlogList view={view()} />)
    const template = dom.querySelector('template[data-placeholders]') as HTMLTemplateElement
    expect(template.content.querySelectorAll('li')).toHaveLength(9)
    expect(template.content.textContent).toContain(words.loading)
  })

  it("gives the retry's toast its words, empty and hidden until the browser script shows them", () => {
    const toast = render(<BlogList view={view()} />).querySelector<HTMLElement>('[data-toast]')
    expect(toast?.getAttribute('data-message')).toBe(words.reloading)
    expect(toast?.textContent).toBe('')
    expect(toast?.hidden).toBe(true)
  })
})
