import { describe, expect, it } from 'vitest'
import { siteContent } from '../../pages/site'
import type { BlockOf } from '../blocks/schema'
import { neighbourhoodChatMessage, neighbourhoodPage } from './neighbourhoodPage'

describe('neighbourhoodChatMessage', () => {
  it('asks for a quote in the neighbourhood, with its preposition', () => {
    expect(neighbourhoodChatMessage({ name: 'Jardins', preposition: 'nos' })).toBe('Olá! Gostaria de solicitar um orçamento de cortinas sob medida nos Jardins.')
    expect(neighbourhoodChatMessage({ name: 'Tatuapé', preposition: 'no' })).toMatch(/ no Tatuapé\.$/)
  })
})

describe('neighbourhoodPage', () => {
  it.each(siteContent().neighbourhoods.map((n) => [n.slug, n] as const))('%s: the chat button carries a message naming the neighbourhood', (_, n) => {
    const cta = neighbourhoodPage(n, siteContent().site).blocks.find((block): block is BlockOf<'cta'> => block.type === 'cta')
    expect(cta?.actions).toEqual([expect.objectContaining({ kind: 'chat', message: expect.stringContaining(n.name) })])
  })
})
