import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { expectChatLink, expectPhoneLink, issuesOf, linkByText, quoteRequest, render } from '../testing'
import { Hero } from './Hero'
import { heroSchema } from './schema'

const input = {
  type: 'hero',
  eyebrow: 'Cortinas sob medida em São Paulo',
  heading: 'Crie a casa dos seus sonhos com cortinas sob medida',
  text: 'Tecidos escolhidos a dedo e instalação cuidadosa.',
  picture: { image: 'hero-sala', alt: 'Sala de estar com cortinas de voal e linho' },
  actions: [
    { kind: 'chat', label: 'Solicitar orçamento' },
    { kind: 'phone', label: 'Ligar agora' },
    { kind: 'link', label: 'Ver projetos', href: '/portfolio' },
  ],
} satisfies z.input<typeof heroSchema>

describe('Hero', () => {
  const dom = render(<Hero {...heroSchema.parse(input)} />)

  it('shows the eyebrow, the page h1 and the text', () => {
    expect(dom.querySelectorAll('h1')).toHaveLength(1)
    expect(dom.querySelector('h1')?.textContent).toBe(input.heading)
    expect(dom.textContent).toContain(input.eyebrow)
    expect(dom.querySelector('p')?.textContent).toBe(input.text)
  })

  it('loads its photo at once, with high priority and its alt text', () => {
    const img = dom.querySelector('picture img')
    expect(img?.getAttribute('alt')).toBe(input.picture.alt)
    expect(img?.getAttribute('loading')).toBe('eager')
    expect(img?.getAttribute('fetchpriority')).toBe('high')
    expect(dom.querySelectorAll('picture source')).toHaveLength(2)
  })

  it('renders chat, phone and page actions in order', () => {
    expect(Array.from(dom.querySelectorAll('a'), (a) => a.textContent)).toEqual(['Solicitar orçamento', 'Ligar agora', 'Ver projetos'])
    expectChatLink(linkByText(dom, 'Solicitar orçamento'), quoteRequest)
    expectPhoneLink(linkByText(dom, 'Ligar agora'))
    expect(linkByText(dom, 'Ver projetos').getAttribute('href')).toBe('/portfolio')
  })

  it('defaults to no buttons', () => {
    const { actions: _, ...withoutActions } = input
    const block = heroSchema.parse(withoutActions)
    expect(block.actions).toEqual([])
    expect(render(<Hero {...block} />).querySelector('a')).toBeNull()
  })

  it('refuses a photo without alt text or without a name', () => {
    expect(issuesOf(heroSchema, { ...input, picture: { image: 'hero-sala', alt: ' ' } })).toEqual([
      'picture.alt: falta o texto alternativo — descreva a foto',
    ])
    expect(issuesOf(heroSchema, { ...input, picture: { image: ' ', alt: 'Sala' } })).toEqual([
      expect.stringMatching(/^picture\.image: falta o nome da foto — escolha uma foto de content\/images/),
    ])
  })
})
