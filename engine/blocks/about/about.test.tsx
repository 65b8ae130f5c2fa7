import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { issuesOf, render, texts } from '../testing'
import { About } from './About'
import { aboutSchema } from './schema'

const input = {
  type: 'about',
  heading: 'Sobre Beatriz',
  paragraphs: ['Há mais de quinze anos, Beatriz transforma janelas em molduras.', 'Tudo é feito sob medida, sem intermediários.'],
  quote: 'Uma cortina bem feita não chama atenção para si.',
  picture: { image: 'sobre-atelie', alt: 'Mesa do ateliê com amostras de tecidos' },
} satisfies z.input<typeof aboutSchema>

describe('About', () => {
  const dom = render(<About {...aboutSchema.parse(input)} />)

  it('shows the heading, the paragraphs and the quote', () => {
    expect(texts(dom, 'h2')).toEqual(['Sobre Beatriz'])
    expect(texts(dom, 'div > p')).toEqual(input.paragraphs)
    expect(texts(dom, 'blockquote')).toEqual([input.quote])
  })

  it('shows the photo lazily, with its alt text', () => {
    const img = dom.querySelector('picture img')
    expect(img?.getAttribute('alt')).toBe(input.picture.alt)
    expect(img?.getAttribute('loading')).toBe('lazy')
  })

  it('refuses an introduction without paragraphs', () => {
    expect(issuesOf(aboutSchema, { ...input, paragraphs: [] })).toEqual([expect.stringMatching(/^paragraphs: /)])
  })
})
