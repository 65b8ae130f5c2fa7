import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { expectChatLink, issuesOf, linkByText, render, texts } from '../testing'
import { Cards } from './Cards'
import { cardsSchema } from './schema'

const input = {
  type: 'cards',
  id: 'modelos',
  heading: 'Modelos de Cortinas',
  intro: 'Alguns dos modelos mais pedidos.',
  reveal: true,
  items: [
    {
      title: 'Cortina de Tecido',
      text: 'Linho com caimento natural.',
      picture: { image: 'modelo-tecido', alt: 'Cortina de linho cru em janela ampla' },
    },
    {
      title: 'Cortina para Quarto',
      text: 'Blackout com acabamento elegante.',
      picture: { image: 'modelo-quarto', alt: 'Quarto com cortina blackout fechada' },
    },
  ],
  actions: [{ kind: 'chat', label: 'Quero ajuda com o tecido', message: 'Olá! Gostaria de ajuda para escolher o tecido.' }],
} satisfies z.input<typeof cardsSchema>

describe('Cards', () => {
  const dom = render(<Cards {...cardsSchema.parse(input)} />)

  it('shows the heading, the intro and a card per item with its photo', () => {
    expect(dom.querySelector('section')?.id).toBe('modelos')
    expect(texts(dom, 'h2')).toEqual(['Modelos de Cortinas'])
    expect(dom.textContent).toContain(input.intro)
    expect(texts(dom, 'li h3')).toEqual(['Cortina de Tecido', 'Cortina para Quarto'])
    const images = Array.from(dom.querySelectorAll('li img'))
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(input.items.map((item) => item.picture.alt))
    images.forEach((img) => expect(img.getAttribute('loading')).toBe('lazy'))
  })

  it('asks for the reveal behaviour on the grid when reveal is set', () => {
    expect(dom.querySelector('ul')?.getAttribute('data-enhance')).toBe('reveal')
  })

  it('does not ask for it by default, and shows no buttons by default', () => {
    const { reveal: _, actions: __, ...plain } = input
    const block = cardsSchema.parse(plain)
    expect(block.reveal).toBe(false)
    const plainDom = render(<Cards {...block} />)
    expect(plainDom.querySelector('[data-enhance]')).toBeNull()
    expect(plainDom.querySelector('a')).toBeNull()
  })

  it('opens a chat with the action message', () => {
    expectChatLink(linkByText(dom, 'Quero ajuda com o tecido'), 'Olá! Gostaria de ajuda para escolher o tecido.')
  })

  it('refuses an anchor id that is not lowercase words with hyphens', () => {
    expect(issuesOf(cardsSchema, { ...input, id: 'Modelos de Cortinas' })).toEqual([expect.stringMatching(/^id: /)])
  })
})
