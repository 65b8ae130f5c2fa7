import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { siteContent } from '../../../pages/site'
import { issuesOf, render, texts } from '../testing'
import { NeighbourhoodIndex } from './NeighbourhoodIndex'
import { neighbourhoodIndexSchema } from './schema'

const { neighbourhoods } = siteContent()

const input = { type: 'neighbourhoodIndex', heading: 'Escolha o seu bairro' } satisfies z.input<typeof neighbourhoodIndexSchema>

describe('NeighbourhoodIndex', () => {
  const dom = render(<NeighbourhoodIndex {...neighbourhoodIndexSchema.parse(input)} />)
  const links = Array.from(dom.querySelectorAll('li a'), (a) => [a.textContent, a.getAttribute('href')])

  it('lists every neighbourhood as "Cortinas Sob Medida {preposition} {name}" linking to its page', () => {
    expect(texts(dom, 'h2')).toEqual(['Escolha o seu bairro'])
    expect(links).toEqual(neighbourhoods.map((n) => [`Cortinas Sob Medida ${n.preposition} ${n.name}`, `/cortinas-${n.slug}`]))
  })

  it('refuses a list without a heading', () => {
    expect(issuesOf(neighbourhoodIndexSchema, { type: 'neighbourhoodIndex', heading: '' })).toEqual([
      'heading: está vazio — escreva o texto',
    ])
  })
})
