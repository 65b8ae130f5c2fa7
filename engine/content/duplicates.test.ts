import { describe, expect, it } from 'vitest'
import { sharedSentenceWarnings, type NeighbourhoodText } from './duplicates'

/** A neighbourhood file with only an intro. */
function file(slug: string, name: string, ...intro: string[]): NeighbourhoodText {
  return { file: `content/neighbourhoods/${slug}.ts`, content: { name, intro } }
}

/** The warnings' lines. */
const texts = (files: NeighbourhoodText[]) => sharedSentenceWarnings(files).map((warning) => warning.text)

describe('sharedSentenceWarnings', () => {
  it('names both files and quotes a sentence repeated with only the neighbourhood changed', () => {
    const warnings = texts([
      file(
        'mooca',
        'Mooca',
        'A Mooca tem sobrados antigos. Medimos cada janela da casa com calma e levamos as amostras até você na Mooca.',
      ),
      file(
        'tatuape',
        'Tatuapé',
        'O Tatuapé cresceu para o alto. Medimos cada janela da casa com calma e levamos as amostras até você no Tatuapé.',
      ),
    ])
    expect(warnings).toEqual([
      expect.stringMatching(/^content\/neighbourhoods\/tatuape\.ts: repete frases de content\/neighbourhoods\/mooca\.ts — reescreva/),
    ])
    expect(warnings[0]).toContain('\n    "Medimos cada janela da casa com calma e levamos as amostras até você no Tatuapé."')
    expect(warnings[0]).not.toContain('cresceu')
  })

  it('catches a near copy with a word or two changed', () => {
    const warnings = texts([
      file('moema', 'Moema', 'Cortinas de tecido encorpado com forro ajudam a amortecer o som e deixam os quartos mais silenciosos.'),
      file(
        'brooklin',
        'Brooklin',
        'Cortinas de tecido encorpado com forro ajudam a amortecer o ruído e deixam os quartos mais silenciosos.',
      ),
    ])
    expect(warnings).toHaveLength(1)
  })

  it('stays quiet for texts written for each place, and for short common phrases', () => {
    expect(
      texts([
        file('jardins', 'Jardins', 'Casas de rua arborizada pedem tecidos naturais. Visita sem compromisso.'),
        file('pinheiros', 'Pinheiros', 'Apartamentos compactos perto do metrô pedem trilhos discretos. Visita sem compromisso.'),
      ]),
    ).toEqual([])
  })
})
