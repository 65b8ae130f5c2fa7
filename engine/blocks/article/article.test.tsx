import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { issuesOf, render, texts } from '../testing'
import { Article } from './Article'
import { articleSchema } from './schema'

const input = {
  type: 'article',
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
} satisfies z.input<typeof articleSchema>

describe('Article', () => {
  const dom = render(<Article {...articleSchema.parse(input)} />)

  it('renders sections in order: headings, paragraphs, lists, subheadings and tips', () => {
    expect(texts(dom, 'h2')).toEqual(['Passo a passo'])
    expect(texts(dom, 'h3')).toEqual(['Na visita'])
    expect(texts(dom, 'p')).toEqual(['Uma cortina sob medida começa pela conversa.', 'Do primeiro contato à instalação:'])
    expect(texts(dom, 'ol li')).toEqual(['Conversa pelo WhatsApp', 'Visita técnica', 'Instalação'])
    expect(texts(dom, 'ul li')).toEqual(['Medição de cada vão', 'Amostras de tecido'])
    expect(texts(dom, 'blockquote')).toEqual(['Envie fotos da parede inteira, do teto ao piso.'])
  })

  it('opens with its photo, loaded at once, with alt text', () => {
    const img = dom.querySelector('picture img')
    expect(img?.getAttribute('alt')).toBe(input.picture.alt)
    expect(img?.getAttribute('loading')).toBe('eager')
    expect(img?.getAttribute('width')).toMatch(/^\d+$/)
  })

  it('refuses an empty section and a one-item list, naming where', () => {
    expect(issuesOf(articleSchema, { ...input, sections: [{ heading: 'Vazia', body: [] }] })).toEqual([expect.stringMatching(/^sections\[0\]\.body: /)])
    const oneItem = { ...input, sections: [{ body: [{ items: ['só um'] }] }] }
    expect(issuesOf(articleSchema, oneItem).length).toBeGreaterThan(0)
  })
})
