import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { slugify } from '../../engine/text/slugify'
import { sampleNeighbourhood } from '../contentSamples'

const tsx = resolve('node_modules/.bin/tsx')
const checkScript = resolve('scripts/check-content.ts')
const newScript = resolve('scripts/new-neighbourhood.ts')

/** Runs one of the owner's commands in `cwd`; its exit code and output, never throwing on exit code 1. */
async function run(cwd: string, script: string, ...args: string[]) {
  return promisify(execFile)(tsx, [script, ...args], { cwd, timeout: 60_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => {
      if (typeof error.code !== 'number') throw error
      return { code: error.code, stdout: error.stdout ?? '', stderr: error.stderr ?? '' }
    },
  )
}

/** A copy of the project's content folder, where the commands may write. */
function contentCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'conteudo-'))
  cpSync('content', join(root, 'content'), { recursive: true })
  copies.push(root)
  return root
}
const copies: string[] = []
afterAll(() => copies.forEach((root) => rmSync(root, { recursive: true, force: true })))

const sample = sampleNeighbourhood()

describe('npm run conteudo:verificar', () => {
  it('accepts the content as it is, with exit code 0', async () => {
    const result = await run(process.cwd(), checkScript)
    expect(result.stderr).not.toMatch(/^erro:/m)
    expect(result).toMatchObject({ code: 0, stdout: expect.stringContaining('Conteúdo certo') })
  }, 60_000)

  it('refuses a broken file with exit code 1, naming file, field and fix in pt-BR', async () => {
    const root = contentCopy()
    const file = join(root, sample.file)
    let alts = 0
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(/alt: ('[^']*'|"[^"]*")/g, (alt) => (++alts === 3 ? "alt: ''" : alt)),
    )
    const result = await run(root, checkScript)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(`erro: ${sample.file}: gallery[2].alt: falta o texto alternativo — descreva a foto`)
  }, 60_000)

  it('refuses a featured or read-also address that no page has', async () => {
    const root = contentCopy()
    const file = join(root, 'content/pages/blog-cortinas-residenciais.ts')
    writeFileSync(file, readFileSync(file, 'utf8').replace('readAlso: [', "readAlso: ['/nao-existe', "))
    const result = await run(root, checkScript)
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(
      /^erro: content\/pages\/blog-cortinas-residenciais\.ts: blocks\[\d+\]\.readAlso\[0\]: nenhuma página tem o endereço \/nao-existe — /m,
    )
  }, 60_000)
})

describe('npm run bairro:novo', () => {
  it('writes a file with slug and preposition that the check refuses until every field is written', async () => {
    const root = contentCopy()
    // The guide's example, which the owner may have added by now.
    rmSync(join(root, 'content/neighbourhoods/vila-madalena.ts'), { force: true })
    const made = await run(root, newScript, 'Vila Madalena')
    expect(made).toMatchObject({ code: 0, stdout: expect.stringContaining('/cortinas-vila-madalena') })
    const source = readFileSync(join(root, 'content/neighbourhoods/vila-madalena.ts'), 'utf8')
    expect(source).toContain("name: 'Vila Madalena',\n  preposition: 'na',")
    expect(source).toContain("// consent: 'AAAA-MM-DD',")

    const checked = await run(root, checkScript)
    expect(checked.code).toBe(1)
    const errors = checked.stderr.split('\n').filter((line) => line.startsWith('erro: content/neighbourhoods/vila-madalena.ts: '))
    const fields = errors.map((line) => line.split(': ')[2])
    expect(fields).toEqual([
      'description',
      'headline',
      'intro[0]',
      ...[0, 1, 2, 3, 4].flatMap((i) => [`benefits[${i}].title`, `benefits[${i}].text`]),
      ...[0, 1, 2].flatMap((i) => [`gallery[${i}].image`, `gallery[${i}].alt`]),
      'testimonial.name',
      'testimonial.text',
      'closing',
    ])
    expect(errors.every((line) => /: falta .+ — .+/.test(line))).toBe(true)
  }, 60_000)

  it('asks for the preposition when the name does not settle it, and takes it as a flag', async () => {
    const root = contentCopy()
    // The guide's own example: the owner may have added it already, and this copy starts without it.
    rmSync(join(root, 'content/neighbourhoods/perdizes.ts'), { force: true })
    const asked = await run(root, newScript, 'Perdizes')
    expect(asked.code).toBe(1)
    expect(asked.stderr).toContain('--preposicao')
    expect(existsSync(join(root, 'content/neighbourhoods/perdizes.ts'))).toBe(false)

    expect((await run(root, newScript, 'Perdizes', '--preposicao', 'de')).code).toBe(1)
    expect((await run(root, newScript, 'Perdizes', '--preposicao', 'em')).code).toBe(0)
    expect(readFileSync(join(root, 'content/neighbourhoods/perdizes.ts'), 'utf8')).toContain("preposition: 'em',")
  }, 60_000)

  it('never overwrites a neighbourhood that exists', async () => {
    const root = contentCopy()
    // Under the name the command gives it, whatever the owner called its file.
    const file = join(root, `content/neighbourhoods/${slugify(sample.name)}.ts`)
    renameSync(join(root, sample.file), file)
    const before = readFileSync(file, 'utf8')
    const result = await run(root, newScript, sample.name, '--preposicao', sample.preposition)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('já existe')
    expect(readFileSync(file, 'utf8')).toBe(before)
  }, 60_000)

  it('warns without failing when a new neighbourhood copies another, quoting the shared sentences', async () => {
    const root = contentCopy()
    const source = readFileSync(join(root, sample.file), 'utf8')
    const renamed = (text: string) => text.replaceAll(sample.name, 'Bairro Copiado')
    writeFileSync(join(root, 'content/neighbourhoods/bairro-copiado.ts'), renamed(source))
    const result = await run(root, checkScript)
    expect(result.code).toBe(0)
    expect(result.stderr).toContain(`aviso: content/neighbourhoods/bairro-copiado.ts: repete frases de ${sample.file}`)
    const longest = source.match(/[A-ZÁÉÍÓÚ][^.'!?]{60,}[.!?]/g)?.sort((a, b) => b.length - a.length)[0]
    expect(longest).toBeDefined()
    expect(result.stderr).toContain(`"${renamed(longest ?? '')}"`)
    expect(result.stdout).toMatch(/Conteúdo certo \(\d+ avisos?/)
  }, 60_000)
})
