import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { fixtureContent } from '../../../tests/fixtures/fixtureSite'
import { issuesOf, render, texts } from '../testing'
import { NeighbourhoodIndex } from './NeighbourhoodIndex'
import { neighbourhoodIndexSchema } from './schema'

const input = { type: 'neighbourhoodIndex', heading: 'Escolha o seu bairro' } satisfies z.input<typeof neighbourhoodIndexSchema>

describe('NeighbourhoodIndex', () => {
  const dom = render(<NeighbourhoodIndex {...neighbourhoodIndexSchema.parse(input)} />, fixtureContent())
  const links = Array.from(dom.querySelectorAll('li a'), (a) => [a.textContent, a.getAttribute('href')])

  it("lists every neighbourhood by the site's label, with its preposition, linking to its page (the fixture site)", () => {
    expect(texts(dom, 'h2')).toEqual(['Escolha o seu bairro'])
    expect(links).toEqual([['Persianas no Centro Histórico', '/persianas-centro-historico']])
  })

  it('refuses a list without a heading', () => {
    expect(issuesOf(neighbourhoodIndexSchema, { type: 'neighbourhoodIndex', heading: '' })).toEqual([
      'heading: está vazio — escreva o texto',
    ])
  })
})
