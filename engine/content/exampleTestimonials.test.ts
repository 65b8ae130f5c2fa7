import { describe, expect, it } from 'vitest'
import { siteContent } from '../../pages/site'
import type { Page } from '../../schemas/page'
import { withoutExampleTestimonials } from './exampleTestimonials'

const real = { name: 'Mariana A.', place: 'Tatuapé', consent: '2026-03-14', text: 'A instalação foi impecável e o linho ficou lindo.' }
const example = { name: 'Cliente', place: 'Mooca', example: true as const, text: 'Um exemplo de depoimento, que nenhum cliente disse.' }
const prose = { type: 'prose' as const, paragraphs: ['Texto.'], actions: [] }

/** A page with one testimonials block holding `items`, between two other blocks. */
const pageWith = (items: Array<typeof real | typeof example>): Page => ({
  path: '/',
  title: 'Início | Marca',
  description: 'd'.repeat(60),
  jsonLd: [],
  blocks: [prose, { type: 'testimonials', heading: 'O que dizem nossos clientes', items }, prose],
})

describe('example testimonials on a published site', () => {
  it('leaves out the examples and keeps the real testimonials in their block', () => {
    expect(withoutExampleTestimonials(pageWith([example, real])).blocks).toEqual(pageWith([real]).blocks)
  })

  it("keeps a block left with no testimonial, empty, where delivered jobs' clients' words can go", () => {
    expect(withoutExampleTestimonials(pageWith([example])).blocks).toEqual(pageWith([]).blocks)
  })

  it('shows none on any page of this site as a build renders it (the preview alone keeps them)', () => {
    const shown = [...siteContent().routes.values()].flatMap((page) =>
      page.blocks.flatMap((block) => (block.type === 'testimonials' ? block.items : [])),
    )
    expect(shown.filter((item) => item.example)).toEqual([])
  })
})
