import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { issuesOf, render, texts } from '../testing'
import { Bullets } from './Bullets'
import { bulletsSchema } from './schema'

const input = {
  type: 'bullets',
  heading: 'Por que escolher cortinas sob medida em Moema',
  items: [
    { title: 'Medidas exatas', text: 'Cada ambiente recebe a cortina adequada ao seu vão.' },
    { title: 'Visita sem complicação', text: 'Medimos todos os ambientes com as amostras na mão.' },
    { title: 'Tecidos práticos e bonitos', text: 'Resistentes, fáceis de lavar e com belo caimento.' },
  ],
} satisfies z.input<typeof bulletsSchema>

describe('Bullets', () => {
  const dom = render(<Bullets {...bulletsSchema.parse(input)} />)

  it('shows the heading and each benefit as a list item, in order', () => {
    expect(texts(dom, 'h2')).toEqual([input.heading])
    expect(dom.querySelectorAll('ul > li')).toHaveLength(3)
    expect(texts(dom, 'li h3')).toEqual(input.items.map((item) => item.title))
    expect(texts(dom, 'li p')).toEqual(input.items.map((item) => item.text))
  })

  it('refuses an empty list and a benefit without a title', () => {
    expect(issuesOf(bulletsSchema, { ...input, items: [] })).toEqual([expect.stringMatching(/^items: /)])
    expect(issuesOf(bulletsSchema, { ...input, items: [{ title: '', text: 'Texto' }] })).toEqual([
      'items[0].title: está vazio — escreva o texto',
    ])
  })
})
