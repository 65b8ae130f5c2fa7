import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { issuesOf, render, texts } from '../testing'
import { PageIntro } from './PageIntro'
import { pageIntroSchema } from './schema'

const input = {
  type: 'pageIntro',
  eyebrow: 'Portfólio',
  heading: 'Projetos que contam histórias de luz',
  lead: ['Uma seleção de ambientes que ganharam cortinas sob medida.', 'Toque em uma foto para ampliá-la.'],
} satisfies z.input<typeof pageIntroSchema>

describe('PageIntro', () => {
  it('shows the eyebrow, one h1 and every lead paragraph in order', () => {
    const dom = render(<PageIntro {...pageIntroSchema.parse(input)} />)
    expect(texts(dom, 'h1')).toEqual([input.heading])
    expect(dom.textContent).toContain(input.eyebrow)
    expect(texts(dom, 'p')).toEqual(input.lead)
  })

  it('needs only a heading: no eyebrow and no paragraphs by default', () => {
    const block = pageIntroSchema.parse({ type: 'pageIntro', heading: 'Contato' })
    expect(block.lead).toEqual([])
    const dom = render(<PageIntro {...block} />)
    expect(dom.textContent).toBe('Contato')
    expect(dom.querySelector('p')).toBeNull()
  })

  it('refuses a blank heading', () => {
    expect(issuesOf(pageIntroSchema, { ...input, heading: '   ' })).toEqual(['heading: está vazio — escreva o texto'])
  })
})
