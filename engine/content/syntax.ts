import { codeFrameColumns } from '@babel/code-frame'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseSync } from 'vite'
import { contentMessages } from './catalogue.ts'
import type { ContentProblem } from './report'

/** A word with an apostrophe inside it (d'Água, pingo-d'água), which ends a text written between apostrophes. */
const apostropheWord = /[\p{L}-]*\p{L}'\p{L}[\p{L}-]*/gu

/** The 1-based line and column of an offset in a text. */
function positionOf(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset).split('\n')
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 }
}

/**
 * Where a missing comma belongs: just after the last thing written before `offset`, past blank lines and comments.
 * The parser notices the comma missing only at the next field, which may be lines below.
 */
function endOfPrevious(source: string, offset: number): { line: number; column: number } {
  const lines = source.slice(0, offset).split('\n')
  for (let index = lines.length - 1; index >= 0; index--) {
    const written = (lines[index] ?? '').replace(/\s*\/\/.*$/, '').trimEnd()
    if (written.trim() !== '') return { line: index + 1, column: written.length + 1 }
  }
  return positionOf(source, offset)
}

/**
 * The first syntax error of a content file, in pt-BR with the file, the line and column where the owner must look,
 * the fix and the lines around it; none when it parses. A missing comma is placed where it belongs, and an
 * apostrophe inside a text between apostrophes, the owner's usual slip, gets its own fix.
 */
export function syntaxError(file: string, source: string): ContentProblem | undefined {
  const [error] = parseSync(file, source, { lang: 'ts', sourceType: 'module' }).errors
  if (!error) return undefined
  const offset = error.labels[0]?.start ?? 0
  const found = positionOf(source, offset)
  const text = source.split('\n')[found.line - 1] ?? ''
  const word = [...text.matchAll(apostropheWord)].filter((match) => match.index < found.column).at(-1)?.[0]
  const frameAt = (at: { line: number; column: number }) => codeFrameColumns(source, { start: at }, { linesAbove: 2, linesBelow: 2 })
  if (word) return { file, text: `${file}, ${contentMessages.at(found.line)}: ${contentMessages.apostrophe(word)}`, frame: frameAt(found) }
  const comma = /^Expected `,`/.test(error.message)
  const { line, column } = comma ? endOfPrevious(source, offset) : found
  const fix = comma ? contentMessages.missingComma() : contentMessages.unparsable()
  return { file, text: `${file}, ${contentMessages.at(line, column)}: ${fix}`, frame: frameAt({ line, column }) }
}

/**
 * The syntax errors of every .ts file under a content folder, one per broken file. Checked before any file is
 * loaded: a file that does not parse also breaks every file that imports it, and the owner should read one error.
 */
export function contentSyntaxErrors(root: string, folder = 'content'): ContentProblem[] {
  const files = readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .sort()
  return files.flatMap((name) => {
    const file = `${folder}/${name}`
    return syntaxError(file, readFileSync(join(root, file), 'utf8')) ?? []
  })
}
