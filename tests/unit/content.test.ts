import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseContent } from '../../engine/files/parse'
import { guessPreposition } from '../../engine/files/scaffold'
import { siteContent } from '../../pages/site'
import { neighbourhoodSchema } from '../../schemas/neighbourhood'
import { sampleNeighbourhood } from '../contentSamples'

const { neighbourhoods, routes, site } = siteContent()

/**
 * Two neighbourhood intros may share less than this share of their words (Jaccard index over words of
 * four letters or more). Distinct texts score under 0.2; one text with the name swapped scores about 0.9.
 */
const maxIntroSimilarity = 0.3

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
    const files = (folder: string) => readdirSync(folder).filter((name) => name.endsWith('.ts'))
    expect(neighbourhoods.map((n) => `${n.slug}.ts`).sort()).toEqual(files('content/neighbourhoods').sort())
    expect(routes.size).toBe(files('content/pages').length + neighbourhoods.length)
  })

  it('fail with the file and field path of a problem', () => {
    const n = sampleNeighbourhood()
    const broken = { ...n, gallery: n.gallery.map((picture, index) => (index === 2 ? { image: picture.image } : picture)) }
    expect(parseContent(n.file, neighbourhoodSchema, n).name).toBe(n.name)
    expect(() => parseContent(n.file, neighbourhoodSchema, broken)).toThrow(
      `${n.file}: gallery[2].alt: falta o texto alternativo — descreva a foto`,
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
