import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseSync } from 'vite'

/** A word with an apostrophe inside it (d'Água, pingo-d'água), which ends a text written between apostrophes. */
const apostropheWord = /[\p{L}-]*\p{L}'\p{L}[\p{L}-]*/gu

/** The 1-based line and column of an offset in a text. */
function positionOf(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset).split('\n')
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 }
}

/**
 * The first syntax error of a content file, as one pt-BR line with the file, the line and the fix; none when it
 * parses. An apostrophe inside a text between apostrophes, the owner's usual slip, gets its own fix.
 */
export function syntaxError(file: string, source: string): string | undefined {
  const [error] = parseSync(file, source, { lang: 'ts', sourceType: 'module' }).errors
  if (!error) return undefined
  const { line, column } = positionOf(source, error.labels[0]?.start ?? 0)
  const text = source.split('\n')[line - 1] ?? ''
  const word = [...text.matchAll(apostropheWord)].filter((match) => match.index < column).at(-1)?.[0]
  if (word) {
    return `${file}, linha ${line}: o apóstrofo de ${word} fecha o texto antes da hora — escreva esse texto entre aspas duplas ("… ${word} …") ou troque o apóstrofo por \\'`
  }
  return `${file}, linha ${line}, coluna ${column}: o arquivo não pôde ser lido — confira vírgulas, aspas, colchetes e chaves perto deste ponto`
}

/**
 * The syntax errors of every .ts file under a content folder, one line per broken file. Checked before any file is
 * loaded: a file that does not parse also breaks every file that imports it, and the owner should read one error.
 */
export function contentSyntaxErrors(root: string, folder = 'content'): string[] {
  const files = readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .sort()
  return files.flatMap((name) => {
    const file = `${folder}/${name}`
    return syntaxError(file, readFileSync(join(root, file), 'utf8')) ?? []
  })
}
