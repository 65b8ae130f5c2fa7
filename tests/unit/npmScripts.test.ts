import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts

/** The developer tools, which keep npm's and Vite's English names; every other script is the owner's or the host's. */
const DEVELOPER = /^(dev|build|start|serve|stack|typecheck|lint|format(:check)?|test(:[a-z-]+)?|bench(:[a-z-]+)?)$/

/** The scripts a text names as `npm run [--silent] <name>`. */
const named = (text: string) => [...text.matchAll(/\bnpm run (?:--silent )?([\w:-]+)/g)].map((match) => match[1] ?? '')

/** The files under `dir` whose names end with `ending`. */
const under = (dir: string, ending: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ending))
    .map((file) => `${dir}/${file}`)

/** The files that tell someone which npm script to run: docs, workflows, CI, the image, and the scripts' own messages. */
const tellers = [
  ...['README.md', 'stack/README.md', '.ci/run', 'Dockerfile'].filter((file) => existsSync(file)),
  ...under('docs', '.md'),
  ...under('.github/workflows', '.yml'),
  ...under('scripts', '.ts'),
]

describe('npm script names', () => {
  it('are developer tools in English or pt-BR commands named subject:verb', () => {
    const owners = Object.keys(scripts).filter((name) => !DEVELOPER.test(name))
    expect(owners.filter((name) => !/^[a-z-]+:[a-z-]+$/.test(name))).toEqual([])
    expect(owners).toContain('previa:abrir')
  })

  it('keeps dev as the English alias of the preview, the same command', () => {
    expect(scripts.dev).toBe(scripts['previa:abrir'])
  })

  it('name in the owner’s guide only the pt-BR commands', () => {
    const inGuide = named(readFileSync('docs/guia-do-conteudo.md', 'utf8'))
    expect(inGuide.length).toBeGreaterThan(0)
    expect(inGuide.filter((name) => DEVELOPER.test(name))).toEqual([])
  })

  it('name nowhere a script package.json does not have', () => {
    expect(tellers.length).toBeGreaterThan(5)
    const unknown = tellers.flatMap((file) =>
      named(readFileSync(file, 'utf8'))
        .filter((name) => !(name in scripts))
        .map((name) => `${file}: ${name}`),
    )
    expect(unknown).toEqual([])
  })
})
