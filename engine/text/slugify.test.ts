import { describe, expect, it } from 'vitest'
import { postRowSchema } from '../../blog/data/schema'
import { SLUG_MAX_LENGTH, slugify } from './slugify'

const titles: [title: string, slug: string][] = [
  ['Como medir a janela para uma cortina sob medida', 'como-medir-a-janela-para-uma-cortina-sob-medida'],
  ['Voil, linho ou blackout: qual tecido escolher?', 'voil-linho-ou-blackout-qual-tecido-escolher'],
  ['Decoração em São Paulo: cortinas & persianas', 'decoracao-em-sao-paulo-cortinas-e-persianas'],
  ['  Pé-direito   duplo — guia  ', 'pe-direito-duplo-guia'],
  ['Ação, atenção, Anália Franco, Higienópolis', 'acao-atencao-analia-franco-higienopolis'],
  ['10 dicas para 2026', '10-dicas-para-2026'],
  ['¿?!', ''],
]

describe('slugify', () => {
  it.each(titles)('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  it('always gives a slug the posts schema accepts, or nothing', () => {
    for (const [title] of titles) {
      const slug = slugify(title)
      if (slug) expect(postRowSchema.shape.slug.safeParse(slug).success, slug).toBe(true)
    }
  })

  it('cuts long titles at a word break', () => {
    const slug = slugify('cortina '.repeat(30))
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH)
    expect(slug).toMatch(/^(cortina-)*cortina$/)
  })
})
