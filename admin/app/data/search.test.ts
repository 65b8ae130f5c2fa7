import { describe, expect, it } from 'vitest'
import { titleMatches } from './search'

const title = 'Voil, linho ou blackout: qual tecido escolher para a sua cortina'

describe('titleMatches', () => {
  it.each([
    ['', true],
    ['linho', true],
    ['LINHO', true],
    ['tecido cortina', true],
    ['voil,', true],
    ['escolhe', true],
    ['veludo', false],
    ['linho veludo', false],
  ])('%s → %s', (query, match) => {
    expect(titleMatches(title, query)).toBe(match)
  })

  it('ignores accents on both sides', () => {
    expect(titleMatches('Decoração na Mooca', 'decoracao')).toBe(true)
    expect(titleMatches('Cortinas para varanda', 'varandá')).toBe(true)
  })
})
