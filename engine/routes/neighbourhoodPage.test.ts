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
    const cta = neighbourhoodPage(n, site, text).blocks.find((block): block is BlockOf<'cta'> => block.type === 'cta')
    expect(cta?.actions).toEqual([expect.objectContaining({ kind: 'chat', message: expect.stringContaining(n.name) })])
  })
})
