import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { fileSlug, formatIssuePath, parseContent } from './parse'

const schema = z.object({ gallery: z.array(z.object({ alt: z.string({ error: 'Required' }) })) })

describe('parseContent', () => {
  it('names the file and the field path of every problem', () => {
    const broken = { gallery: [{ alt: 'a' }, { alt: 'b' }, {}] }
    expect(() => parseContent('content/neighbourhoods/moema.ts', schema, broken)).toThrow(
      'content/neighbourhoods/moema.ts: gallery[2].alt: Required',
    )
  })

  it('names a misspelt field as unknown and says which one was meant, where zod alone says one is missing', () => {
    const page = z.object({ headline: z.string({ error: 'Required' }), closing: z.string({ error: 'Required' }) })
    expect(() => parseContent('content/neighbourhoods/perdizes.ts', page, { headline: 'a', closin: 'b' })).toThrow(
      'content/neighbourhoods/perdizes.ts: campo desconhecido: closin — você quis dizer closing?',
    )
    const broken = { gallery: [{ alt: 'a' }, { atl: 'b' }] }
    expect(() => parseContent('content/neighbourhoods/moema.ts', schema, broken)).toThrow(
      'content/neighbourhoods/moema.ts: gallery[1]: campo desconhecido: atl — você quis dizer alt?',
    )
  })

  it('returns the parsed data when the content is valid', () => {
    expect(parseContent('x.ts', schema, { gallery: [{ alt: 'a' }] })).toEqual({ gallery: [{ alt: 'a' }] })
  })
})

describe('helpers', () => {
  it('formats paths with indexes in brackets', () => {
    expect(formatIssuePath(['benefits', 4, 'title'])).toBe('benefits[4].title')
  })

  it('takes the slug from the file name', () => {
    expect(fileSlug('/content/neighbourhoods/vila-mariana.ts')).toBe('vila-mariana')
  })
})
