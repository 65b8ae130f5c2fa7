import { describe, expect, it } from 'vitest'
import { siteContent } from '../../pages/site'
import type { BlockOf } from '../blocks/schema'
import { fillPlace, neighbourhoodPage } from './neighbourhoodPage'

const { neighbourhoodPage: text, neighbourhoods, site } = siteContent()

describe('fillPlace', () => {
  it('puts the neighbourhood, with its preposition, wherever the template says {bairro}', () => {
    expect(fillPlace(text.cta.chatMessage, { name: 'Jardins', preposition: 'nos' })).toBe(
      'Olá! Gostaria de solicitar um orçamento de cortinas sob medida nos Jardins.',
    )
    expect(fillPlace('{bairro} e {bairro}', { name: 'Tatuapé', preposition: 'no' })).toBe('no Tatuapé e no Tatuapé')
  })
})

describe('neighbourhoodPage', () => {
  it.each(neighbourhoods.map((n) => [n.slug, n] as const))('%s: the chat button carries a message naming the neighbourhood', (_, n) => {
    const cta = neighbourhoodPage(n, site, text, new Set()).blocks.find((block): block is BlockOf<'cta'> => block.type === 'cta')
    expect(cta?.actions).toEqual([expect.objectContaining({ kind: 'chat', message: expect.stringContaining(n.name) })])
  })

  it('names a link by its illustrationsLabel while its target shows illustrations, by its label otherwise', () => {
    const n = neighbourhoods[0]
    if (!n) throw new Error('no neighbourhood')
    const withText = {
      ...text,
      links: [{ label: 'Veja outros projetos', illustrationsLabel: 'Veja mais inspirações', href: '/portfolio' }],
    }
    const labels = (illustrated: string[]) =>
      neighbourhoodPage(n, site, withText, new Set(illustrated))
        .blocks.filter((block): block is BlockOf<'links'> => block.type === 'links')
        .flatMap((block) => block.items.map((link) => link.label))
    expect(labels(['/portfolio'])).toContain('Veja mais inspirações')
    expect(labels([])).toContain('Veja outros projetos')
    expect(labels([])).not.toContain('Veja mais inspirações')
  })
})
