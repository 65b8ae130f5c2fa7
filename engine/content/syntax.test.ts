import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentSyntaxErrors, syntaxError } from './syntax'

describe('syntaxError', () => {
  it('names the file, the line and the fix of an apostrophe that ends a text', () => {
    const source = "export default {\n  name: 'Mooca',\n  intro: ['Perto da Caixa d'Água, casas antigas.'],\n}\n"
    expect(syntaxError('content/neighbourhoods/mooca.ts', source)?.text).toBe(
      "content/neighbourhoods/mooca.ts, linha 3: o apóstrofo de d'Água fecha o texto antes da hora — escreva esse texto entre aspas duplas (\"… d'Água …\") ou troque o apóstrofo por \\'",
    )
  })

  it('puts a missing comma on the line that lacks it, past blank lines and comments, and shows the lines around it', () => {
    const source = [
      'export default {',
      "  name: 'Perdizes',",
      "  headline: 'Cortinas em Perdizes'",
      '',
      '  // O primeiro parágrafo da página.',
      "  intro: ['Texto.'],",
      '}',
      '',
    ].join('\n')
    const problem = syntaxError('content/neighbourhoods/perdizes.ts', source)
    expect(problem?.text).toBe(
      'content/neighbourhoods/perdizes.ts, linha 3, coluna 35: falta uma vírgula no fim desta linha — cada campo e cada item de lista termina com vírgula',
    )
    expect(problem?.frame?.split('\n')).toEqual([
      '  1 | export default {',
      "  2 |   name: 'Perdizes',",
      "> 3 |   headline: 'Cortinas em Perdizes'",
      '    |                                   ^',
      '  4 |',
      '  5 |   // O primeiro parágrafo da página.',
    ])
  })

  it('points at a missing comma between items of a list on the item before it', () => {
    const source = "export default {\n  intro: [\n    'Um.'\n    'Dois.',\n  ],\n}\n"
    expect(syntaxError('content/neighbourhoods/moema.ts', source)?.text).toMatch(
      /^content\/neighbourhoods\/moema\.ts, linha 3, coluna 10: falta uma vírgula/,
    )
  })

  it('points at any other slip with its line and column, and shows it', () => {
    const problem = syntaxError('content/site.ts', "export default {\n  brand: 'Ateliê',\n  city: 'São Paulo\n}\n")
    expect(problem?.text).toMatch(
      /^content\/site\.ts, linha 3, coluna \d+: o arquivo não pôde ser lido — confira vírgulas, aspas, colchetes e chaves/,
    )
    expect(problem?.frame).toContain("> 3 |   city: 'São Paulo")
  })

  it('accepts a file that parses, apostrophes escaped or in double quotes', () => {
    expect(syntaxError('content/site.ts', "export default { a: \"d'Água\", b: 'd\\'Água' }\n")).toBeUndefined()
  })
})

describe('contentSyntaxErrors', () => {
  it('reports one problem for the broken file, not one per file that imports it', () => {
    const root = mkdtempSync(join(tmpdir(), 'sintaxe-'))
    mkdirSync(join(root, 'content/pages'), { recursive: true })
    writeFileSync(join(root, 'content/site.ts'), "export default { tagline: 'Caixa d'Água' }\n")
    for (const page of ['a', 'b', 'c'])
      writeFileSync(join(root, `content/pages/${page}.ts`), "import site from '../site'\nexport default { title: site.tagline }\n")
    expect(contentSyntaxErrors(root).map((problem) => problem.text)).toEqual([
      expect.stringMatching(/^content\/site\.ts, linha 1: o apóstrofo de d'Água/),
    ])
  })
})
