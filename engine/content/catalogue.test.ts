import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentMessages } from './catalogue'

/** The modules that find and show content problems: none may word a message of its own. */
const pipeline = [
  'engine/content/advice.ts',
  'engine/content/check.ts',
  'engine/content/duplicates.ts',
  'engine/content/misspelt.ts',
  'engine/content/parse.ts',
  'engine/content/references.ts',
  'engine/content/report.ts',
  'engine/content/searchText.ts',
  'engine/content/syntax.ts',
  'engine/content/checkSite.ts',
  'engine/content/loadSite.ts',
  'engine/content/stage.ts',
  'engine/launch/check.ts',
  'engine/routes/pageTeaser.ts',
  'engine/blocks/article/Article.tsx',
  'build/content.ts',
  'build/stageRun.ts',
  'build/devCheck.ts',
  'build/devWarmUp.ts',
  'scripts/check-content.ts',
  'scripts/dev.ts',
]

/** The code of a module without its comments. */
const code = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
    .join('\n')

describe('the catalogue of content messages', () => {
  it.each(pipeline)('is where %s takes its words from: no owner-facing text of its own', (file) => {
    // Every message in the owner's words says what is wrong, a dash, then what to do.
    expect(code(file)).not.toMatch(/['"`][^'"`\n]* — [^'"`\n]*['"`]/)
    expect(code(file)).not.toMatch(/['"`][^'"`\n]*\b(falta|erro|confira|escreva)\b[^'"`\n]*['"`]/)
  })

  it('counts in words the owner reads', () => {
    expect(contentMessages.summary.failed(1)).toContain('um erro no conteúdo')
    expect(contentMessages.summary.failed(3)).toContain('3 erros no conteúdo')
    expect(contentMessages.summary.passed(0)).toBe('Conteúdo certo.')
    expect(contentMessages.summary.passed(2)).toBe('Conteúdo certo (2 avisos, que não impedem a publicação).')
    expect(contentMessages.errorPage.heading(22, '/cortinas-perdizes')).toBe('A página /cortinas-perdizes tem 22 erros')
    expect(contentMessages.errorPage.heading(1)).toBe('O conteúdo tem um erro')
  })

  it('says where a syntax error is, with the column only when it helps', () => {
    expect(contentMessages.at(3, 20)).toBe('linha 3, coluna 20')
    expect(contentMessages.at(3)).toBe('linha 3')
  })
})
