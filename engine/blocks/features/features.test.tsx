import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { issuesOf, render, texts } from '../testing'
import { Features } from './Features'
import { featuresSchema } from './schema'

const input = {
  type: 'features',
  heading: 'Nossos diferenciais',
  intro: 'Um atendimento pensado para quem valoriza cada detalhe.',
  items: [
    { icon: 'scissors', title: 'Cortinas Personalizadas', text: 'Modelos e medidas definidos para a sua janela.' },
    { icon: 'fabric', title: 'Tecidos de Alta Qualidade', text: 'Linho, voal e blackout de fornecedores selecionados.' },
    { icon: 'tools', title: 'Instalação Profissional', text: 'Trilhos e varões fixados com precisão.' },
  ],
} satisfies z.input<typeof featuresSchema>

describe('Features', () => {
  const dom = render(<Features {...featuresSchema.parse(input)} />)

  it('shows the heading, the intro and one card per item, in order', () => {
    expect(texts(dom, 'h2')).toEqual(['Nossos diferenciais'])
    expect(dom.textContent).toContain(input.intro)
    expect(texts(dom, 'li h3')).toEqual(input.items.map((item) => item.title))
    expect(texts(dom, 'li p')).toEqual(input.items.map((item) => item.text))
  })

  it('draws a decorative icon on every card, hidden from screen readers', () => {
    const icons = dom.querySelectorAll('li svg')
    expect(icons).toHaveLength(input.items.length)
    icons.forEach((icon) => expect(icon.getAttribute('aria-hidden')).toBe('true'))
  })

  it('refuses an icon that does not exist', () => {
    const broken = { ...input, items: [{ ...input.items[0], icon: 'curtain' }] }
    expect(issuesOf(featuresSchema, broken)).toEqual([expect.stringMatching(/^items\[0\]\.icon: /)])
  })
})
