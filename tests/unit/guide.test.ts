import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import illustrations from '../../content/illustrations'
import { blockComponents } from '../../engine/blocks/registry'
import { blockSchema } from '../../engine/blocks/schema'
import { checkValue } from '../../engine/content/parse'
import { syntaxError } from '../../engine/content/syntax'
import { illustrationWording } from '../../engine/launch/illustrationWording'
import { siteContent } from '../../pages/site'
import { neighbourhoodSchema } from '../../schemas/neighbourhood'
import { pageSchema } from '../../schemas/page'
import { siteSchema } from '../../schemas/site'
import hero from '../../docs/exemplos/blocos/hero'
import prose from '../../docs/exemplos/blocos/prose'
import centroHistorico from '../fixtures/site/neighbourhoods/centro-historico'
import siteInput from '../fixtures/site/site'

const guide = readFileSync('docs/guia-do-conteudo.md', 'utf8')
const folder = 'docs/exemplos/blocos'
const examples = readdirSync(folder).filter((file) => file.endsWith('.ts'))
const modules = import.meta.glob<{ default: unknown }>('../../docs/exemplos/blocos/*.ts', { eager: true })

/** The block object of an example file: what the guide tells the owner to paste. */
function pasted(file: string): string {
  const source = readFileSync(`${folder}/${file}`, 'utf8')
  return source.slice(source.indexOf('export default ') + 'export default '.length, source.lastIndexOf(' satisfies'))
}

/** This site's photos, which the examples name. */
const photos = { folder: 'content/images', names: siteContent().images.names }

/** `erro:` lines as the check prints them for a value with a mistake. */
function errorLines(file: string, schema: Parameters<typeof checkValue>[0], value: unknown): string[] {
  return (checkValue(schema, value, { photos }).problems ?? []).map((line) => `erro: ${file}: ${line}`)
}

const home = {
  path: '/',
  title: 'Cortinas Sob Medida | Ateliê',
  description: 'Cortinas sob medida em São Paulo com medição no local e instalação profissional.',
}

/** The real messages of the mistakes the guide explains. */
const realErrors = [
  ...errorLines('content/pages/home.ts', pageSchema, { ...home, blocks: [{ ...hero, picture: { image: 'hero-sala', alt: '' } }] }),
  ...errorLines('content/pages/home.ts', pageSchema, { ...home, blocks: [{ ...hero, picture: { image: 'hero-sala.jpg', alt: 'Sala' } }] }),
  ...errorLines('content/site.ts', siteSchema, { ...siteInput, phone: '(11) 98765-4321' }),
  ...errorLines('content/pages/home.ts', pageSchema, { ...home, blocks: [hero, { ...prose, type: 'texto' }] }),
  ...errorLines('content/pages/home.ts', pageSchema, { ...home, blocks: [hero, { ...prose, paragraphs: 'Um parágrafo.' }] }),
  ...errorLines('content/pages/home.ts', pageSchema, { ...home, description: 'cortina '.repeat(25), blocks: [hero] }),
  // The guide's file name, with the fixture's neighbourhood: the owner's may be any, or none.
  ...errorLines('content/neighbourhoods/moema.ts', neighbourhoodSchema, { ...centroHistorico, closing: undefined }),
  `erro: ${syntaxError('content/neighbourhoods/moema.ts', "export default {\n  name: 'Moema',\n  preposition: 'em'\n\n  name: ''\n}\n")?.text}`,
]

/** The anchor GitHub gives a heading. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')

describe('the content guide (docs/guia-do-conteudo.md)', () => {
  it('has a real example of every block, which the check accepts', () => {
    expect(examples.map((file) => file.replace(/\.ts$/, '')).sort()).toEqual(Object.keys(blockComponents).sort())
    expect(Object.keys(modules)).toHaveLength(examples.length)
    for (const [file, module] of Object.entries(modules)) expect(checkValue(blockSchema, module.default).problems, file).toBeUndefined()
  })

  it('plants no claim: its testimonials are marked as examples and it calls no illustration a "projeto"', () => {
    const blocks = Object.values(modules).map((module) => blockSchema.parse(module.default))
    const testimonials = blocks.flatMap((block) => (block.type === 'testimonials' ? block.items : []))
    expect(testimonials.length).toBeGreaterThan(0)
    for (const item of testimonials) expect(item, item.name).toMatchObject({ example: true })
    const page = { file: 'docs/exemplos/blocos', page: { path: '/portfolio', blocks } }
    const neighbourhoodPage = { file: 'content/neighbourhoodPage.ts', text: siteContent().neighbourhoodPage }
    expect(illustrationWording({ pages: [page], neighbourhoods: [], neighbourhoodPage, illustrations: new Set(illustrations) })).toEqual([])
  })

  it('links only to headings it has', () => {
    const anchors = new Set([...guide.matchAll(/^#+ .+$/gm)].map(([heading]) => slug(heading.replace(/^#+ /, ''))))
    const links = [...guide.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1])
    expect(links.length).toBeGreaterThan(10)
    for (const link of links) expect(anchors, link).toContain(link)
  })

  it('lists every section in its Sumário', () => {
    const start = guide.indexOf('## Sumário\n')
    const summary = guide.slice(start, guide.indexOf('\n## ', start))
    const sections = [...guide.matchAll(/^## (.+)$/gm)].map(([, heading = '']) => slug(heading)).filter((anchor) => anchor !== 'sumário')
    expect(sections.length).toBeGreaterThan(10)
    for (const section of sections) expect(summary, section).toContain(`](#${section})`)
  })

  it('quotes each example exactly as its file has it', () => {
    for (const file of examples) expect(guide, file).toContain(`\`\`\`ts\n${pasted(file)},\n\`\`\``)
  })

  it('shows only error lines the check really prints', () => {
    const shown = guide.match(/^erro: .+$/gm) ?? []
    for (const line of shown)
      expect(
        realErrors.some((real) => real.startsWith(line)),
        line,
      ).toBe(true)
    for (const real of realErrors)
      expect(
        shown.some((line) => real.startsWith(line)),
        real,
      ).toBe(true)
  })

  it('names only commands that exist, and is linked from the README', () => {
    const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts)
    const named = [...guide.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1])
    expect(named).toContain('conteudo:verificar')
    for (const name of named) expect(scripts, name).toContain(name)
    expect(readFileSync('README.md', 'utf8')).toContain('](docs/guia-do-conteudo.md)')
  })
})
