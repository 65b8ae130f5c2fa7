import { describe, expect, it } from 'vitest'
import { guessPreposition, prepositionChoices } from './scaffold'

/** The spec's launch neighbourhoods, each with the preposition pt-BR puts before it. */
const spec: [name: string, preposition: string][] = [
  ['Tatuapé', 'no'],
  ['Mooca', 'na'],
  ['Vila Prudente', 'na'],
  ['Anália Franco', 'no'],
  ['Belém', 'no'],
  ['Itaim Bibi', 'no'],
  ['Jardins', 'nos'],
  ['Vila Nova Conceição', 'na'],
  ['Vila Olímpia', 'na'],
  ['Pinheiros', 'em'],
  ['Higienópolis', 'em'],
  ['Moema', 'em'],
  ['Brooklin', 'no'],
  ['Vila Mariana', 'na'],
  ['Saúde', 'na'],
  ['Santa Cecília', 'em'],
  ['Centro de São Paulo', 'no'],
]

describe('guessPreposition', () => {
  it.each(spec)('%s: guesses %s or leaves it to the owner, never another', (name, preposition) => {
    expect([preposition, undefined]).toContain(guessPreposition(name))
  })

  it('settles names whose first word does, with or without accents and capitals', () => {
    expect(spec.filter(([name]) => guessPreposition(name)).map(([name]) => name)).toEqual([
      'Vila Prudente',
      'Jardins',
      'Vila Nova Conceição',
      'Vila Olímpia',
      'Vila Mariana',
    ])
    expect(guessPreposition('  chácara Santo Antônio')).toBe('na')
    expect(guessPreposition('Perdizes')).toBeUndefined()
  })
})

describe('prepositionChoices', () => {
  it('offers one command per preposition, "em" first, each beside the phrase it makes', () => {
    const lines = prepositionChoices('Perdizes', (choice) => `rode --preposicao ${choice}`).split('\n')
    expect(lines.slice(1)).toEqual([
      '  rode --preposicao em    (em Perdizes)',
      '  rode --preposicao no    (no Perdizes)',
      '  rode --preposicao na    (na Perdizes)',
      '  rode --preposicao nos    (nos Perdizes)',
      '  rode --preposicao nas    (nas Perdizes)',
    ])
  })
})
