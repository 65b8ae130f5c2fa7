import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { siteContent } from '../../../pages/site'
import { issuesOf, render, texts } from '../testing'
import { Portfolio } from './Portfolio'
import { portfolioSchema } from './schema'

const items = [
  { caption: 'Sala de estar com linho e voal', picture: { image: 'portfolio-01', alt: 'Sala de estar com cortina dupla de linho e voal' } },
  { caption: 'Suíte com blackout e wave', picture: { image: 'portfolio-02', alt: 'Suíte com cortina wave blackout em tom areia' } },
]
const words = siteContent().labels.portfolio
const input = { type: 'portfolio', heading: 'Projetos', items } satisfies z.input<typeof portfolioSchema>

/** The URL of the widest image in a srcset ('url 480w, url 1600w'). */
function widest(srcset: string | null | undefined): string | undefined {
  const candidates = (srcset ?? '').split(',').map((entry) => entry.trim().split(/\s+/))
  return candidates.sort((a, b) => Number.parseInt(b[1] ?? '0') - Number.parseInt(a[1] ?? '0'))[0]?.[0]
}

describe('Portfolio', () => {
  const dom = render(<Portfolio {...portfolioSchema.parse(input)} />)
  const links = Array.from(dom.querySelectorAll<HTMLAnchorElement>('a[data-lightbox-item]'))

  it('asks for the lightbox behaviour on the section', () => {
    expect(dom.querySelector('section')?.getAttribute('data-enhance')).toBe('lightbox')
  })

  it('links each photo to its full-size image, with its caption', () => {
    expect(links).toHaveLength(items.length)
    links.forEach((link, index) => {
      const webp = link.querySelector('source[type="image/webp"]')?.getAttribute('srcset')
      expect(link.getAttribute('href')).toBe(widest(webp))
      expect(link.getAttribute('href')).toBeTruthy()
      expect(link.getAttribute('data-caption')).toBe(items[index]?.caption)
      expect(link.querySelector('img')?.getAttribute('alt')).toBe(items[index]?.picture.alt)
    })
    expect(new Set(links.map((link) => link.getAttribute('href'))).size).toBe(items.length)
    expect(texts(dom, 'li figcaption')).toEqual(items.map((item) => item.caption))
  })

  it('names each link by its photo and the action, leaving the caption to the figure (read once, not three times)', () => {
    for (const link of links) expect(link.textContent?.trim()).toBe(words.enlarge)
  })

  it('renders the lightbox dialog with close, previous and next buttons', () => {
    const dialog = dom.querySelector('dialog[data-lightbox]')
    expect(dialog?.getAttribute('aria-label')).toBe(words.dialogLabel)
    expect(Array.from(dialog?.querySelectorAll('button') ?? [], (button) => button.getAttribute('aria-label'))).toEqual([
      words.close,
      words.previous,
      words.next,
    ])
    dialog?.querySelectorAll('button').forEach((button) => expect(button.getAttribute('type')).toBe('button'))
  })

  describe('its illustrations note', () => {
    const note = 'Por enquanto, ilustrações.'
    /** The note's paragraph above the photos, rendered in a site whose illustrations are `drawn`. */
    const noteShown = (drawn: string[]) =>
      texts(
        render(<Portfolio {...portfolioSchema.parse({ ...input, illustrationsNote: note })} />, {
          ...siteContent(),
          illustrations: new Set(drawn),
        }),
        'section > div > p',
      )

    it('shows while every photo is an illustration', () => {
      expect(noteShown(items.map((item) => item.picture.image))).toEqual([note])
    })

    it('goes once one photo shows delivered work, and with none left to illustrate', () => {
      expect(noteShown([items[0]?.picture.image ?? ''])).toEqual([])
      expect(noteShown([])).toEqual([])
    })
  })

  it('refuses a project without a caption', () => {
    expect(issuesOf(portfolioSchema, { ...input, items: [{ picture: items[0]?.picture }] })).toEqual([
      expect.stringMatching(/^items\[0\]\.caption: /),
    ])
  })
})
