import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentSyntaxErrors, syntaxError } from './syntax'

describe('syntaxError', () => {
  it('names the file, the line and the fix of an apostrophe that ends a text', () => {
    const source = "export default {\n  name: 'Mooca',\n  intro: ['Perto da Caixa d'Água, casas antigas.'],\n}\n"
    expect(syntaxError('content/neighbourhoods/mooca.ts', source)).toBe(
      "content/neighbourhoods/mooca.ts, linha 3: o apóstrofo de d'Água fecha o texto antes da hora — escreva esse texto entre aspas duplas (\"… d'Água …\") ou troque o apóstrofo por \\'",
    )
  })

  it('points at any other slip with its line and column', () => {
    expect(syntaxError('content/site.ts', "export default {\n  brand: 'Ateliê'\n  city: 'São Paulo',\n}\n")).toMatch(
      /^content\/site\.ts, linha 3, coluna \d+: o arquivo não pôde ser lido — confira vírgulas, aspas, colchetes e chaves/,
    )
  })

  it('accepts a file that parses, apostrophes escaped or in double quotes', () => {
    expect(syntaxError('content/site.ts', "export default { a: \"d'Água\", b: 'd\\'Água' }\n")).toBeUndefined()
  })
})

describe('contentSyntaxErrors', () => {
  it('reports one line for the broken file, not one per file that imports it', () => {
    const root = mkdtempSync(join(tmpdir(), 'sintaxe-'))
    mkdirSync(join(root, 'content/pages'), { recursive: true })
    writeFileSync(join(root, 'content/site.ts'), "export default { tagline: 'Caixa d'Água' }\n")
    for (const page of ['a', 'b', 'c'])
      writeFileSync(join(root, `content/pages/${page}.ts`), "import site from '../site'\nexport default { title: site.tagline }\n")
    expect(contentSyntaxErrors(root)).toEqual([expect.stringMatching(/^content\/site\.ts, linha 1: o apóstrofo de d'Água/)])
  })
})
