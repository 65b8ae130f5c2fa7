import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { siteContent } from '../../../pages/site'
import { fillLabel } from '../../site/fillLabel'
import { issuesOf, render, texts } from '../testing'
import { testimonialsSchema } from './schema'
import { Testimonials } from './Testimonials'

const words = siteContent().labels.testimonials

const items = [
  { name: 'Mariana A.', place: 'Tatuapé', consent: '2026-03-14', text: 'A instalação foi impecável e o linho ficou lindo na sala.' },
  {
    name: 'Ricardo M.',
    place: 'Mooca',
    consent: '2026-04-02',
    text: 'Resolveu nossas janelas difíceis com trilho suíço e um caimento lindo.',
  },
  {
    name: 'Fernanda L.',
    place: 'Anália Franco',
    consent: '2026-04-20',
    text: 'O blackout do quarto mudou nosso sono, com atendimento atencioso.',
  },
]
const several = { type: 'testimonials', heading: 'O que dizem nossos clientes', items } satisfies z.input<typeof testimonialsSchema>
const single = { ...several, items: items.slice(0, 1) }

describe('Testimonials', () => {
  it("shows every client's words, name and place", () => {
    const dom = render(<Testimonials {...testimonialsSchema.parse(several)} />)
    expect(texts(dom, 'h2')).toEqual([several.heading])
    expect(texts(dom, 'blockquote')).toEqual(items.map((item) => item.text))
    expect(texts(dom, 'figcaption strong')).toEqual(items.map((item) => item.name))
    items.forEach((item, index) => expect(dom.querySelectorAll('figcaption')[index]?.textContent).toContain(item.place))
  })

  it('turns several testimonials into a labelled carousel with a pause button that carries its resume words', () => {
    const dom = render(<Testimonials {...testimonialsSchema.parse(several)} />)
    expect(dom.querySelector('[data-enhance]')?.getAttribute('data-enhance')).toBe('carousel')
    expect(dom.querySelector('section')?.getAttribute('aria-roledescription')).toBe(words.carousel)
    expect(Array.from(dom.querySelectorAll('figure'), (figure) => figure.getAttribute('aria-label'))).toEqual(
      [1, 2, 3].map((numero) => fillLabel(words.position, { numero, total: 3 })),
    )
    const pause = dom.querySelector('button[data-carousel-toggle]')
    expect(pause?.textContent).toBe(words.pause)
    expect(pause?.getAttribute('data-resume')).toBe(words.resume)
    expect(pause?.getAttribute('type')).toBe('button')
  })

  it('shows a single testimonial still, without carousel or button', () => {
    const dom = render(<Testimonials {...testimonialsSchema.parse(single)} />)
    expect(texts(dom, 'blockquote')).toEqual([items[0]?.text])
    expect(dom.querySelector('[data-enhance]')).toBeNull()
    expect(dom.querySelector('[aria-roledescription]')).toBeNull()
    expect(dom.querySelector('button')).toBeNull()
  })

  it('marks an example testimonial as one, next to the name, and only that one', () => {
    const { consent: _, ...example } = items[1] ?? {}
    const dom = render(<Testimonials {...testimonialsSchema.parse({ ...several, items: [items[0], { ...example, example: true }] })} />)
    expect(Array.from(dom.querySelectorAll('figcaption'), (caption) => caption.textContent)).toEqual([
      'Mariana A. · Tatuapé',
      `Ricardo M. · Mooca (${words.example})`,
    ])
  })

  it('refuses a testimonial that says neither, or both, that it is real (consent) and that it is an example', () => {
    const { consent: _, ...unmarked } = items[0] ?? {}
    for (const item of [unmarked, { ...items[0], example: true }])
      expect(issuesOf(testimonialsSchema, { ...single, items: [item] })).toEqual([
        expect.stringMatching(
          /^items\[0\]\.consent: diga se o depoimento é real: escreva consent: 'AAAA-MM-DD' .+ ou, se for um exemplo, example: true/,
        ),
      ])
  })

  it('refuses a testimonial too short to say anything', () => {
    expect(issuesOf(testimonialsSchema, { ...single, items: [{ ...items[0], text: 'Ótimo!' }] })).toEqual([
      'items[0].text: o depoimento está curto demais — escreva pelo menos uma frase completa (20 caracteres)',
    ])
  })

  it('renders nothing once no testimonial is left: no heading over an empty section', () => {
    const dom = render(<Testimonials {...testimonialsSchema.parse({ ...single, items: [] })} />)
    expect(dom.querySelector('section')).toBeNull()
    expect(dom.textContent).toBe('')
  })
})
