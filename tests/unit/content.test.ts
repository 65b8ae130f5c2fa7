import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ContentError, parseContent } from '../../engine/files/parse'
import { guessPreposition } from '../../engine/files/scaffold'
import type { BlockOf, BlockType } from '../../engine/blocks/schema'
import { siteContent } from '../../pages/site'
import { neighbourhoodSchema } from '../../schemas/neighbourhood'
import type { Page } from '../../schemas/page'
import { sampleNeighbourhood } from '../contentSamples'

const { neighbourhoods, routes, site } = siteContent()

/**
 * Two neighbourhood intros may share less than this share of their words (Jaccard index over words of
 * four letters or more). Distinct texts score under 0.2; one text with the name swapped scores about 0.9.
 */
const maxIntroSimilarity = 0.3

/** The content page on `path`. */
function page(path: string): Page {
  const found = [...routes.values()].find((p) => p.path === path)
  if (!found) throw new Error(`no content page on ${path}`)
  return found
}

/** The blocks of `type` on a page, in order. */
function blocks<T extends BlockType>(p: Page, type: T): BlockOf<T>[] {
  return p.blocks.filter((block): block is BlockOf<T> => block.type === type)
}

/** The lowercased words of a text with four letters or more (leaving out 'de', 'com', 'os'), as a set. */
function words(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? [])
}

/** Shared words over all words of two texts: 0 for nothing in common, 1 for the same words. */
function jaccard(a: Set<string>, b: Set<string>): number {
  const shared = [...a].filter((word) => b.has(word)).length
  return shared / (a.size + b.size - shared)
}

/** Every unordered pair of a list. */
function pairs<T>(items: readonly T[]): [T, T][] {
  return items.flatMap((a, i) => items.slice(i + 1).map((b): [T, T] => [a, b]))
}

describe('content files', () => {
  it('all parse: the site, every page and every neighbourhood', () => {
    expect(site.brand.length).toBeGreaterThan(1)
    expect([...routes.values()].length).toBeGreaterThanOrEqual(6)
    const files = readdirSync('content/neighbourhoods').filter((name) => name.endsWith('.ts'))
    expect(neighbourhoods.map((n) => `${n.slug}.ts`).sort()).toEqual(files.sort())
  })

  it('fail with the file and field path of a problem', () => {
    const n = sampleNeighbourhood()
    const broken = { ...n, gallery: n.gallery.map((picture, index) => (index === 2 ? { image: picture.image } : picture)) }
    expect(parseContent(n.file, neighbourhoodSchema, n).name).toBe(n.name)
    expect(() => parseContent(n.file, neighbourhoodSchema, broken)).toThrow(
      new ContentError(`${n.file}: gallery[2].alt: falta o texto alternativo — descreva a foto`),
    )
  })
})

describe('neighbourhoods', () => {
  it('each take the preposition their first word settles, when it settles one', () => {
    for (const n of neighbourhoods) expect(n.preposition, n.slug).toBe(guessPreposition(n.name) ?? n.preposition)
  })

  it('each have 5 benefits and 3 gallery photos, whose titles repeat the alt text', () => {
    for (const n of neighbourhoods) {
      expect(n.benefits, n.slug).toHaveLength(5)
      expect(n.gallery, n.slug).toHaveLength(3)
      for (const picture of n.gallery) if (picture.title !== undefined) expect(picture.title, n.slug).toBe(picture.alt)
    }
    expect(neighbourhoods.some((n) => n.gallery.some((picture) => picture.title))).toBe(true)
  })

  it('describe each gallery photo the same way on every page that shows it (one photo, one description)', () => {
    const pictures = neighbourhoods.flatMap((n) => n.gallery)
    const altsOf = (image: string) => new Set(pictures.filter((picture) => picture.image === image).map((picture) => picture.alt))
    for (const { image } of pictures) expect([...altsOf(image)], image).toHaveLength(1)
  })

  it('never share a headline, a description, an intro or a closing', () => {
    for (const field of ['headline', 'description', 'closing'] as const) {
      expect(new Set(neighbourhoods.map((n) => n[field])).size, field).toBe(neighbourhoods.length)
    }
    expect(new Set(neighbourhoods.map((n) => n.intro.join('\n'))).size).toBe(neighbourhoods.length)
  })

  it('have intros written for each neighbourhood, not one text with the name swapped', () => {
    const intros = neighbourhoods.map((n) => ({ slug: n.slug, words: words(n.intro.join(' ')) }))
    const tooSimilar = pairs(intros)
      .map(([a, b]) => ({ pair: `${a.slug} / ${b.slug}`, similarity: jaccard(a.words, b.words) }))
      .filter(({ similarity }) => similarity >= maxIntroSimilarity)
    expect(tooSimilar).toEqual([])
  })

  it('would catch one intro reused with the name swapped', () => {
    const [first] = neighbourhoods
    const intro = first?.intro.join(' ') ?? ''
    expect(jaccard(words(intro), words(intro.replaceAll(first?.name ?? '', 'Outro Bairro')))).toBeGreaterThan(maxIntroSimilarity)
  })
})

describe('home page', () => {
  const home = page('/')

  it('sets title, description and keywords', () => {
    expect(home.title).toMatch(new RegExp(`\\| ${site.brand}$`))
    expect(home.description.length).toBeGreaterThanOrEqual(50)
    expect(home.keywords?.length).toBeGreaterThan(0)
  })

  it('opens with a hero and a quote request button', () => {
    const [hero] = blocks(home, 'hero')
    expect(home.blocks[0]?.type).toBe('hero')
    expect(hero?.actions[0]?.kind).toBe('chat')
  })

  it("introduces the owner in 'Sobre {ownerName}'", () => {
    expect(blocks(home, 'about').map((b) => b.heading)).toEqual([`Sobre ${site.ownerName}`])
  })

  it("lists exactly the spec's four 'Nossos diferenciais'", () => {
    const [features] = blocks(home, 'features')
    expect(features?.heading).toBe('Nossos diferenciais')
    expect(features?.items.map((item) => item.title)).toEqual([
      'Cortinas Personalizadas',
      'Tecidos de Alta Qualidade',
      'Atendimento Exclusivo',
      'Instalação Profissional',
    ])
  })

  it("shows exactly the spec's four 'Modelos de Cortinas', revealed on scroll", () => {
    const models = blocks(home, 'cards').find((b) => b.heading === 'Modelos de Cortinas')
    expect(models?.items.map((item) => item.title)).toEqual([
      'Cortina de Tecido',
      'Cortina com Forro e Voal',
      'Cortina para Quarto',
      'Cortinas com Iluminação de Teto',
    ])
    expect(models?.reveal).toBe(true)
  })

  it('rotates testimonials', () => {
    expect(blocks(home, 'testimonials').map((b) => b.items.length > 0)).toEqual([true])
  })

  it("closes with 'Pronta para transformar seu ambiente?' and a chat button", () => {
    const [cta] = blocks(home, 'cta')
    expect(cta?.heading).toBe('Pronta para transformar seu ambiente?')
    expect(cta?.actions.map((action) => action.kind)).toContain('chat')
  })

  it('has one service strip (its districts come from content/site.ts)', () => {
    expect(blocks(home, 'serviceArea')).toHaveLength(1)
  })
})

describe('other pages', () => {
  /** Every action on a page, wherever it sits. */
  const actions = (p: Page) => p.blocks.flatMap((block) => ('actions' in block ? block.actions : []))

  it('portfolio shows its projects in one block', () => {
    expect(blocks(page('/portfolio'), 'portfolio').map((b) => b.items.length > 0)).toEqual([true])
  })

  it('the bedroom page offers a phone call; the living-room page does not', () => {
    expect(actions(page('/cortina-para-quarto')).some((action) => action.kind === 'phone')).toBe(true)
    expect(actions(page('/cortina-para-sala')).filter((action) => action.kind === 'phone')).toEqual([])
    expect(actions(page('/cortina-para-sala')).some((action) => action.kind === 'chat')).toBe(true)
  })

  it("contact has one contact block, whose service statement names the site's city", () => {
    expect(blocks(page('/contato'), 'contact').map((b) => b.serviceStatement)).toEqual([expect.stringContaining(site.city)])
  })

  it("say where the business serves and what the visit costs in content/site.ts's words: home, contact and every neighbourhood", () => {
    const said = (path: string) => JSON.stringify(page(path))
    for (const path of ['/', '/contato']) expect(said(path), path).toContain(site.coverage)
    for (const path of ['/', '/contato', ...neighbourhoods.map((n) => n.path)]) expect(said(path), path).toContain(site.visitOffer)
  })

  it("the neighbourhood index has the spec's title and lists the neighbourhoods", () => {
    const index = page('/bairros-atendidos')
    expect(index.title).toBe(`Bairros que Atendemos com Cortinas Sob Medida em São Paulo | ${site.brand}`)
    expect(blocks(index, 'neighbourhoodIndex')).toHaveLength(1)
  })
})
