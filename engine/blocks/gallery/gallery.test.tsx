import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { siteContent } from '../../../pages/site'
import { issuesOf, render, texts } from '../testing'
import { Gallery } from './Gallery'
import { gallerySchema } from './schema'

const pictures = [
  { image: 'ambiente-01', alt: 'Sala com cortina de linho em janela ampla', title: 'Sala com cortina de linho em janela ampla' },
  { image: 'ambiente-02', alt: 'Quarto com cortina blackout em tom areia' },
  { image: 'ambiente-03', alt: 'Varanda com cortina de voal branco' },
]
const input = { type: 'gallery', heading: 'Projetos e inspirações em Moema', pictures } satisfies z.input<typeof gallerySchema>

describe('Gallery', () => {
  const dom = render(<Gallery {...gallerySchema.parse(input)} />)
  const images = Array.from(dom.querySelectorAll('picture img'))

  it('shows the heading and one photo per picture', () => {
    expect(texts(dom, 'h2')).toEqual([input.heading])
    expect(images).toHaveLength(3)
  })

  it('loads every photo lazily, with its alt text and, where given, a title', () => {
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy'])
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(pictures.map((p) => p.alt))
    expect(images.map((img) => img.getAttribute('title'))).toEqual([pictures[0]?.alt, null, null])
    images.forEach((img) => expect(img.getAttribute('fetchpriority')).toBeNull())
  })

  describe('its illustrations note', () => {
    const note = 'Imagens ilustrativas.'
    /** The note's paragraph below the photos, rendered in a site whose illustrations are `drawn`. */
    const noteShown = (drawn: string[]) =>
      texts(
        render(<Gallery {...gallerySchema.parse({ ...input, illustrationsNote: note })} />, {
          ...siteContent(),
          illustrations: new Set(drawn),
        }),
        'section > div > p',
      )

    it('shows while one photo is an illustration', () => {
      expect(noteShown([pictures[1]?.image ?? ''])).toEqual([note])
    })

    it('goes once every photo shows delivered work', () => {
      expect(noteShown([])).toEqual([])
    })
  })

  it('refuses a photo without alt text, naming which one', () => {
    const broken = { ...input, pictures: [pictures[0], pictures[1], { image: 'ambiente-03' }] }
    expect(issuesOf(gallerySchema, broken)).toEqual(['pictures[2].alt: falta o texto alternativo — descreva a foto'])
  })
})
